"""Facts of the embedded documents that tests of more than one layer check (the parser, the pages),
written once so the layers are held to the same truth."""

#: The step numbers of the Rules Reference's "Timing Structure of a Run", in the order it gives them.
RR_RUN_STEPS = [
    "1", "2", "2.1", "2.2", "2.3", "2.4", "3", "3.1", "3.2", "4", "5", "5.1", "5.2", "5.3", "5.4", "5.5",
    "5.5.1", "5.5.2", "5.5.3", "5.5.4", "5.6", "6", "7",
]
