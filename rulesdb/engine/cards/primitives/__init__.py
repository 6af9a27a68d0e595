"""Named effects cards are composed from: end the run, do damage, trace, gain or lose credits, tags...

Every primitive returns an `Effect` (`context.py`), a function `(game, ctx)` that changes the state through the
kernel's steps (so each change is traced and cited); `ctx` says whose card it is and who controls it. One module
per job (see cards/README.md); a card imports each name from the module that defines it, nothing is re-exported here.
Unusual cards write their own small Effect beside their definition and use these for the rest.
"""
