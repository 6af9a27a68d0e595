"""When a card's effects happen: subroutines, "when encountered / accessed / your turn begins",
"whenever you make a successful run", playing an event, installing, and icebreaker abilities.

A hook is a function of the card's printed facts returning the kernel's TriggerDef, so each trigger quotes its own
printed line; the effect inside is any primitive (see the primitives/ package). One module per job (see
cards/README.md); a card imports each name from the module that defines it, nothing is re-exported here.
"""
