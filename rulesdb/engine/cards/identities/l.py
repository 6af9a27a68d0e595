"""Identities whose title begins with L, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.hooks.abilities import paid, whenever
from rulesdb.engine.cards.identities.common import _corp, _runner
from rulesdb.engine.cards.primitives.players import draw
from rulesdb.engine.cards.primitives.run import end_the_run
from rulesdb.engine.cards.shared import unrezzed_to_hq
from rulesdb.engine.effects.costtypes import Cost
from rulesdb.engine.state.choice_labels import labels
from rulesdb.engine.state.only_choice import ask_must


def _same_hand_sizes(game, card, event) -> bool:
    return event.info.get("side") == "runner" and len(game.runner.hand) == len(game.corp.hand)


LAT = _runner("Lat: Ethical Freelancer", "Natural", "shaper", 1, [
    "When your discard phase ends, if you have the same number of cards in your grip as the Corp has in HQ, you "
    "may draw 1 card."],
    on=(whenever("turn-ends", draw(1), _same_hand_sizes, starts="When your discard phase ends", structure="turn",
                 optional="use Lat: Ethical Freelancer"),),
    waits_for="")


class TrashBioroidAtAttackedServer(Cost):
    """LEO Construction's cost: trash 1 rezzed bioroid card in the root of or protecting the attacked server (the Corp
    names it: "<identity> cost"); a cost cannot be prevented (cr/rule_cost_no_interrupt)."""

    __slots__ = ()

    def label(self, card) -> str:
        return "trash 1 rezzed bioroid card in the root of or protecting the attacked server"

    def _found(self, game) -> list:
        run = game.run
        if run is None or run.ended:
            return []
        server = game.servers.get(run.server)
        return [o for o in (server.ice + server.root if server else []) if o.rezzed and game.has_subtype(o, "bioroid")]

    def payable(self, game, side: str, card) -> bool:
        return bool(self._found(game))

    def pay(self, game, side: str, card) -> None:
        from rulesdb.engine.effects.trashing import trash
        found = self._found(game)
        titles = labels(game, found, "corp")
        chosen = found[titles.index(ask_must(game, f"{card.title} cost", titles, "Corp", cites.C_COST))]
        trash(game, chosen, f"The cost of {card.title}", cites.cr("rule_cost_no_interrupt"), preventable=False,
              who="corp")


LEELA_PATEL = _runner("Leela Patel: Trained Pragmatist", "Natural", "criminal", 0, [
    "Whenever an agenda is scored or stolen, add 1 unrezzed card to HQ."],
    on=(whenever("scored", unrezzed_to_hq, starts="Whenever"), whenever("stolen", unrezzed_to_hq, starts="Whenever")),
    decisions=("Leela Patel: Trained Pragmatist target",), waits_for="")


LEO_CONSTRUCTION = _corp("LEO Construction: Labor Solutions", "Division", "haas-bioroid", [
    "Once per turn → Trash 1 rezzed bioroid card in the root of or protecting the attacked server: End the run."],
    on=(paid(TrashBioroidAtAttackedServer(), effect=end_the_run, once_per_turn=True, starts="Once per turn"),),
    waits_for="")
