"""Cards as a build knows them: a card's printed facts (the card data's, else the card library's) and the
rules its text points to, which a question naming the card searches for besides its own words.
"""

from __future__ import annotations

from rulesdb.service.indexes import Indexes


class Cards(Indexes):
    """A build's cards: their printed facts and the rules their texts point to."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self._card_rules: dict[str, tuple[str, ...]] = {}  # card name -> the rules its text points to

    def card_facts(self, name: str) -> dict:
        """A card's printed facts: NetrunnerDB's when the build had card data, else the engine's."""
        from rulesdb.engine.cards import lookup

        record = self.card_pool.record(name)
        stored = dict(record["facts"], text=record.get("text")) if record else (
            (self.graph.graph.get("card_facts") or {}).get(name))
        if stored:
            return {"source": "NetrunnerDB", "type": stored.get("type_code"), "side": stored.get("side_code"),
                    "unique": bool(stored.get("uniqueness")),
                    "subtypes": (stored.get("keywords") or "").split(" - ") if stored.get("keywords") else [],
                    "cost": stored.get("cost"), "strength": stored.get("strength"),
                    "text": stored.get("text") or [stored.get("stripped_text") or ""]}
        card = lookup(name)
        if card is None:
            return {}
        f = card.facts
        return {"source": "card library", "type": f.type, "side": f.side, "unique": f.unique,
                "subtypes": list(f.subtypes), "cost": f.cost,
                "strength": f.strength, "text": list(f.text)}

    def card_rule_ids(self, names) -> tuple[str, ...]:
        """The source ids of the rules the named cards' texts point to (rulesdb.search.card_rules), each
        once, and those on how their effects meet when two of them say the same keyword: what a question
        naming them searches for besides its own words."""
        from rulesdb.search.card_rules import rules_of_cards, together

        per_card = [self.card_rules(name) for name in names]
        if not per_card:  # no card named: nothing to read (a plain question needs no card data)
            return ()
        return rules_of_cards(per_card, together() if len(per_card) >= 2 else {})

    def card_rules(self, name: str) -> tuple[str, ...]:
        """The source ids of the rules a card points to: first those of what it is (unique, a console, an
        operation...), then those of its printed text (the card data's when the build had it, else the
        card library's; an identity called by the start of its name, as the rules' examples call
        "Jesminder", read as that identity); worked out once per card."""
        from rulesdb.search.card_rules import rules_for, rules_of_facts

        found = self._card_rules.get(name)
        if found is None:  # card_facts may take the lock itself: worked out outside it (twice at worst)
            facts = self.card_facts(name) or self.card_facts(self.card_pool.identity_title(name) or name)
            printed = rules_of_facts(facts.get("type"), facts.get("subtypes") or (), bool(facts.get("unique")))
            said = rules_for(" ".join(facts.get("text") or ()), facts.get("side"))
            found = self._card_rules[name] = tuple(dict.fromkeys([*printed, *said]))
        return found
