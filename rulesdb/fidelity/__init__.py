"""The build's proof of its own fidelity: every source character accounted for, every source word kept,
and the documents' own errors (errata) flagged with evidence but never silently fixed."""
