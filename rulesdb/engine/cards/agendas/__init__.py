"""Agendas: one module per first letter of the title (cards/README.md)."""
