"""Costs paid with cards: trashing, removing, derezzing, forfeiting or moving one as an ability's or
an additional cost (cr/rule_cost); a cost cannot be prevented (cr/rule_cost_no_interrupt)."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.effects.costtypes import Cost
from rulesdb.engine.state.choice_labels import labels
from rulesdb.engine.state.counts import counted
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.objects import CardObj
from rulesdb.engine.state.only_choice import ask_must


class RemoveSelf(Cost):
    """Remove this card from the game as a cost (Jackson Howard): it goes to the removed-from-game
    zone (cr/rule_rfg_move)."""

    __slots__ = ()

    def label(self, card: CardObj) -> str:
        return f"remove {card.title} from the game"

    def payable(self, game: Game, side: str, card: CardObj) -> bool:
        return game.is_active(card)

    def pay(self, game: Game, side: str, card: CardObj) -> None:
        from rulesdb.engine.effects.card_moves import remove_from_game
        from rulesdb.engine.effects.uninstalling import remove_installed
        remove_installed(game, card)
        remove_from_game(game, card, f"The cost of {card.title}'s ability")


class DerezAnother(Cost):
    """Derez another rezzed piece of ice of a subtype (Bloop: "another piece of harmonic ice"); the
    Corp names it (decision "<card> target")."""

    __slots__ = ("subtype",)

    def __init__(self, subtype: str):
        self._hold(subtype=subtype)

    def label(self, card: CardObj) -> str:
        return f"derez another {self.subtype} ice"

    def _found(self, game: Game, card: CardObj) -> list[CardObj]:
        return [o for o in game.installed()
                if o.is_ice and o.rezzed and o is not card and o.card.facts.has(self.subtype)]

    def payable(self, game: Game, side: str, card: CardObj) -> bool:
        return bool(self._found(game, card))

    def pay(self, game: Game, side: str, card: CardObj) -> None:
        found = self._found(game, card)
        titles = labels(game, found, "corp")
        other = found[titles.index(ask_must(game, f"{card.title} target", titles, "Corp", cites.C_COST))]
        from rulesdb.engine.effects.derez import derez
        game.trace.add(f"The Corp derezzes {other.title} to pay for {card.title}.", cites.C_ADDITIONAL_COST)
        derez(game, other, card.title)


class TrashAnotherInstalled(Cost):
    """Trash 1 of your other installed cards (Azef Protocol's cost to score); the player names it
    (decision "<card> target")."""

    __slots__ = ()

    def label(self, card: CardObj) -> str:
        return "trash 1 of your other installed cards"

    def _found(self, game: Game, side: str, card: CardObj) -> list[CardObj]:
        from rulesdb.engine.effects.restrictions import keeps_score_restriction
        return [o for o in game.installed() if o.owner == side and o is not card
                and keeps_score_restriction(game, card, o)]

    def payable(self, game: Game, side: str, card: CardObj) -> bool:
        return bool(self._found(game, side, card))

    def pay(self, game: Game, side: str, card: CardObj) -> None:
        from rulesdb.engine.effects.restrictions import explain_left_out
        from rulesdb.engine.effects.trashing import trash
        found = self._found(game, side, card)
        explain_left_out(game, card, [o for o in game.installed()
                                      if o.owner == side and o is not card and o not in found])
        titles = labels(game, found, side)
        chosen = ask_must(game, f"{card.title} target", titles, game.player(side).name, cites.C_COST)
        other = found[titles.index(chosen)]
        trash(game, other, f"The cost of {card.title}", cites.C_ADDITIONAL_COST, preventable=False, who=side)


class TrashInstalled(Cost):
    """Trash 1 of your installed cards of a type ("trash 1 installed resource" as an additional cost,
    Isolation); the player names it (decision "<card> cost"); a cost cannot be prevented
    (cr/rule_cost_no_interrupt)."""

    __slots__ = ("card_type", "rezzed")
    # rezzed: "trash a rezzed piece of ice" (Security Subcontract)

    def __init__(self, card_type: str, rezzed: bool = False):
        self._hold(card_type=card_type, rezzed=rezzed)

    def label(self, card: CardObj) -> str:
        return f"trash 1 {'rezzed' if self.rezzed else 'installed'} {self.card_type}"

    def _found(self, game: Game, side: str) -> list[CardObj]:
        """`card_type` "card": any of the player's installed cards, facedown ones too ("Trash 1 of your installed
        cards": Heartbeat)."""
        anything = self.card_type == "card"
        return [o for o in game.installed() if o.owner == side and (anything or o.card.facts.type == self.card_type)
                and (anything or not o.facedown) and (o.rezzed or not self.rezzed)]

    def payable(self, game: Game, side: str, card: CardObj) -> bool:
        return bool(self._found(game, side))

    def pay(self, game: Game, side: str, card: CardObj) -> None:
        from rulesdb.engine.effects.trashing import trash
        found = self._found(game, side)
        titles = labels(game, found, side)
        chosen = found[titles.index(ask_must(game, f"{card.title} cost", titles, game.player(side).name, cites.C_COST))]
        trash(game, chosen, f"The cost of {card.title}", cites.cr("rule_cost_no_interrupt"), preventable=False,
              who=side)


class InstalledToGrip(Cost):
    """Add 1 of your installed cards of `types` to your grip (the player names it: "<card> cost");
    the card moved is kept in `game.paid_info["to grip"]` for the effect that refers to it (Rejig's X)."""

    __slots__ = ("types",)

    def __init__(self, types: tuple[str, ...] = ("program", "hardware")):
        self._hold(types=types)

    def label(self, card: CardObj) -> str:
        return f"add 1 installed {' or '.join(self.types)} to your grip"

    def _found(self, game: Game) -> list:
        # hosted cards are installed too (cr/rule_host_on_ability); a facedown card has no type
        return [o for o in game.installed()
                if o.owner == "runner" and not o.facedown and o.card.facts.type in self.types]

    def payable(self, game: Game, side: str, card: CardObj) -> bool:
        return side == "runner" and bool(self._found(game))

    def pay(self, game: Game, side: str, card: CardObj) -> None:
        from rulesdb.engine.effects.card_moves import to_grip
        found = self._found(game)
        titles = labels(game, found, "runner")
        chosen = found[titles.index(ask_must(game, f"{card.title} cost", titles, "Runner", cites.C_COST))]
        game.paid_info["to grip"] = chosen
        to_grip(game, chosen, f"{card.title}'s additional cost")


class ForfeitAgenda(Cost):
    """Forfeit an agenda from your score area (the player names it: decision "forfeit")."""

    __slots__ = ()

    def label(self, card: CardObj) -> str:
        return "forfeit an agenda"

    def payable(self, game: Game, side: str, card: CardObj) -> bool:
        return bool(game.player(side).score)

    def pay(self, game: Game, side: str, card: CardObj) -> None:
        player = game.player(side)
        titles = [c.title for c in player.score]
        choice = ask_must(game, "forfeit", titles, player.name, cites.C_COST)
        forfeit(game, player.score[titles.index(choice)])


class ForfeitThis(Cost):
    """"Forfeit this agenda" as the cost of its own ability (False Lead): only from its owner's score area."""

    __slots__ = ()

    def label(self, card: CardObj) -> str:
        return f"forfeit {card.title}"

    def payable(self, game: Game, side: str, card: CardObj) -> bool:
        return any(o is card for o in game.player(side).score)

    def pay(self, game: Game, side: str, card: CardObj) -> None:
        forfeit(game, card)


def forfeit(game: Game, agenda: CardObj) -> None:
    """Move an agenda from a score area to the removed-from-game zone (cr/movement_forfeit); what it hosted
    is trashed, and "when you forfeit this agenda" abilities meet their condition."""
    from rulesdb.engine.state.events import Event, emit
    player = game.corp if any(o is agenda for o in game.corp.score) else game.runner
    player.score.remove(agenda)
    player.removed.append(game.change_zone(agenda, "removed"))
    game.trace.add(f"The {player.name} forfeits {agenda.title}: it is removed from the game.",
                   cites.cr("movement_forfeit"))
    if any(agenda.counters.values()):  # it left the score area for another zone: what it hosted goes
        game.trace.add(f"{agenda.title} left the score area, so the counters it hosted are trashed.",
                       cites.cr("step_checkpoint_hosted_on_agenda"),
                       cites.cr("rule_trash_hosted_objects_when_host_trashed"), key=True)
    emit(game, Event("forfeited", agenda, {"side": player.side}))


class TrashFromHand(Cost):
    """Trash n cards from your hand (HQ or the grip) as a cost: the player names them (decision
    "<card> cost", a list of titles); a cost cannot be prevented (cr/rule_cost_no_interrupt), and a
    Corp card trashed from HQ goes to Archives facedown (cr/rule_archives_faceup_facedown), unless
    `reveal` ("reveal and trash 3 cards from HQ": Plutus): seen by the Runner as they are trashed, they go faceup."""

    __slots__ = ("amount", "card_type", "reveal", "payer")
    # card_type: only cards of this type ("Trash 1 program from your grip": Monolith); payer: the side paying when
    # it is not the card's owner ("the Corp must trash 1 card from HQ", a cost printed on the Runner's Sebastião)

    def __init__(self, amount: int = 1, card_type: str = "", reveal: bool = False, payer: str = ""):
        self._hold(amount=amount, card_type=card_type, reveal=reveal, payer=payer)

    def label(self, card: CardObj) -> str:
        where = "HQ" if (self.payer or card.owner) == "corp" else "grip"
        whose = "your " if not self.payer else ""
        trashes = f"trash {counted(self.amount, self.card_type or 'card')} from {whose}{where}"
        return f"reveal and {trashes}" if self.reveal else trashes

    def _hand(self, game: Game, side: str) -> list[CardObj]:
        return [c for c in game.player(side).hand if not self.card_type or c.card.facts.type == self.card_type]

    def payable(self, game: Game, side: str, card: CardObj) -> bool:
        return len(self._hand(game, side)) >= self.amount

    def pay(self, game: Game, side: str, card: CardObj) -> None:
        from rulesdb.engine.effects.trashing import trash_together
        hand = self._hand(game, side)
        from rulesdb.engine.state.decisions import titles_from
        titles = [c.title for c in hand]
        if len(hand) == self.amount or len(set(titles)) == 1:  # no choice: every card goes, or any is alike
            named = titles[:self.amount]
        else:
            named = game.decider.ask(f"{card.title} cost", titles, game.player(side).name,
                                     check=titles_from(titles, "your hand", exactly=self.amount))
        left, picked = list(hand), []
        for title in named:
            picked.append(left.pop([c.title for c in left].index(title)))
        if self.reveal:
            from rulesdb.engine.effects.reveal import revealed
            game.trace.add(f"The {game.player(side).name} reveals {', '.join(named)}.", cites.cr("rule_reveal"))
            revealed(game, side, len(picked))
        trash_together(game, picked, f"The cost of {card.title}", cites.cr("rule_cost_no_interrupt"),
                       who=side, preventable=False)
        if self.reveal:  # visible to the Runner as they were trashed (cr/rule_archives_faceup_facedown)
            firsts = {c.first_object for c in picked}
            for trashed in game.player(side).discard:
                trashed.faceup = trashed.faceup or trashed.first_object in firsts
        if side == "corp":
            from rulesdb.engine.effects.pile_trash import pile_trashed
            pile_trashed(game, "hq", picked, side)


class AddSelfToHQ(Cost):
    """"Add this asset to HQ" as a cost (Janaína “JK” Dumont Kindelán): it leaves play for HQ, a new object
    there; the effect still knows what it hosted (cr/rule_trash_ability_keeps_track_of_hosted_objects)."""

    __slots__ = ()

    def label(self, card: CardObj) -> str:
        return f"add {card.title} to HQ"

    def payable(self, game: Game, side: str, card: CardObj) -> bool:
        return game.is_active(card)

    def pay(self, game: Game, side: str, card: CardObj) -> None:
        from rulesdb.engine.effects.uninstalling import remove_installed
        remove_installed(game, card)
        game.corp.hand.append(game.change_zone(card, "hq"))
        game.trace.add(f"The cost of {card.title}'s ability: it is added to HQ.", cites.C_COST)


class GripToStackBottom(Cost):
    """"Add N cards from the grip at random to the bottom of the stack" as a cost (Daniela Jorge Inácio): the
    cards are picked at random (seeded), never chosen (cr/rule_cost)."""

    __slots__ = ("amount",)

    def __init__(self, amount: int = 2):
        self._hold(amount=amount)

    def label(self, card: CardObj) -> str:
        return f"add {self.amount} cards from the grip at random to the bottom of the stack"

    def payable(self, game: Game, side: str, card: CardObj) -> bool:
        return side == "runner" and len(game.runner.hand) >= self.amount

    def pay(self, game: Game, side: str, card: CardObj) -> None:
        picked = game.rng.sample(list(game.runner.hand), self.amount)
        for grip_card in picked:
            game.runner.hand.remove(grip_card)
            game.runner.deck.append(game.change_zone(grip_card, "stack"))
        game.trace.add(f"The cost of {card.title}: {', '.join(c.title for c in picked)}, picked at random from the "
                       "grip, go to the bottom of the stack.", cites.C_COST)


class RevealAndTrashFromHand(Cost):
    """"Reveal and trash this card from HQ" (Eminent Domain, Slash and Burn Agriculture): payable only while it is in
    its owner's hand; revealed, it is visible to the Runner as it is trashed, so it goes to Archives faceup
    (cr/rule_archives_faceup_facedown); a cost cannot be prevented (cr/rule_cost_no_interrupt)."""

    __slots__ = ()

    def label(self, card: CardObj) -> str:
        return f"reveal and trash {card.title} from {'HQ' if card.owner == 'corp' else 'the grip'}"

    def payable(self, game: Game, side: str, card: CardObj) -> bool:
        return any(o is card for o in game.player(side).hand)

    def pay(self, game: Game, side: str, card: CardObj) -> None:
        player = game.player(side)
        player.hand.remove(card)
        trashed = game.change_zone(card, "archives" if side == "corp" else "heap")
        trashed.faceup = True
        player.discard.append(trashed)
        if side == "runner":
            from rulesdb.engine.effects.pile_trash import grip_or_stack_trashed
            grip_or_stack_trashed(game, [trashed], "grip")
        game.trace.add(f"The {player.name} reveals {card.title} and trashes it from their hand.",
                       cites.cr("rule_reveal"), cites.cr("rule_archives_faceup_facedown"),
                       cites.cr("rule_cost_no_interrupt"), key=True)
        from rulesdb.engine.effects.reveal import revealed
        revealed(game, side, 1)
        if side == "corp":
            from rulesdb.engine.effects.pile_trash import pile_trashed
            pile_trashed(game, "hq", [card], side)
