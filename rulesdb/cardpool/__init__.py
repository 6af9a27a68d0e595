"""The card pool of a NetrunnerDB folder: every card's newest printing, its legality in each format the
data describes (`legality`), the records the build stores for card pages (`records`), and the engine's
share of each format's pool (`coverage`).

Everything here is computed from the data at the path the user gives; nothing of it is committed.
"""
