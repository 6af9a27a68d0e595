"""From sources to a published build: the manifest and files (`sources`), parsing (`ingest`), the
build steps (`pipeline`) and the on-disk store of builds (`store`)."""
