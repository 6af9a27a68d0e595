"""Lookup that reads what a judge types before it searches (rule numbers, timing steps, term and card
names): exact hits first, newest document of a family first and a glossary entry before a rule that
defines the word, then full-text hits.

In layers, each module importing only the one below it: `tables` (the name, number and card tables, built
from the documents or read as a build stored them), `exact` (what a typed text names exactly, over those
tables), `find` (`Lookup`: the exact matches, then the search index's hits).
"""
