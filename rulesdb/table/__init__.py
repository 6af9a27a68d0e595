"""The Table: a situation sent as JSON, played by the scenario engine question by question
(`board.play`). It sits above the engine and imports only its facade and scenario reading."""
