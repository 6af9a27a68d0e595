"""Assets whose title begins with R, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.assets.common import _per_advancement
from rulesdb.engine.cards.assets.h import _runner_trashed_corp_card
from rulesdb.engine.cards.hooks.abilities import paid, whenever
from rulesdb.engine.cards.hooks.moments import when_emptied, when_empty, when_rezzed, when_turn_begins
from rulesdb.engine.cards.primitives.card_counters import can_advance, place_counters, remove_counters, take_credits
from rulesdb.engine.cards.primitives.choices import seq, when
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.installed import trash_self, trash_self_to
from rulesdb.engine.cards.primitives.players import bad_publicity, damage, draw, gain, lose, lose_clicks
from rulesdb.engine.cards.printed import asset
from rulesdb.engine.cards.shared import remove_bad_publicity
from rulesdb.engine.effects import pools
from rulesdb.engine.effects.costtypes import Clicks, TrashSelf
from rulesdb.engine.state.choice_labels import labels
from rulesdb.engine.state.counts import counted
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.only_choice import ask_must


def _rashida(game: Game, ctx: Ctx) -> None:
    trash_self_to(seq(gain(3), draw(3)))(game, ctx)


def _move_set_aside_counters(game: Game, ctx: Ctx) -> None:
    """Reconstruction Contract: trashed to pay the cost, its advancement counters were set aside with
    it; the Corp moves them to a card it can advance (cr/rule_trash_ability_keeps_track_of_hosted_objects)."""
    counters = ctx.source.counters.get("advancement", 0)
    targets = [o for o in game.installed() if can_advance(game, o)]
    titles = labels(game, targets, "corp")
    if not targets:
        game.trace.add(f"{ctx.by}: no installed card can be advanced; the "
                       f"{counted(counters, 'set-aside advancement counter')} "
                       f"{'returns' if counters == 1 else 'return'} to the bank.",
                       cites.cr("rule_trash_ability_keeps_track_of_hosted_objects"))
        return
    target = targets[titles.index(ask_must(game, "Reconstruction Contract target", titles, "Corp", cites.C_TARGETS))]
    game.trace.add(f"{ctx.by}: the {counted(counters, 'advancement counter')} set aside from Reconstruction Contract "
                   f"move to {target.title}.", cites.cr("rule_trash_ability_keeps_track_of_hosted_objects"))
    if counters:
        pools.add_counters(game, target, "advancement", counters, ctx.by)


REFUGE_CAMPAIGN = asset("Refuge Campaign", "Advertisement", faction="haas-bioroid", cost=4, inf=3, trash=4,
                         text=("When your turn begins, gain 2[c].",), on=(when_turn_begins(gain(2)),))

RASHIDA = asset("Rashida Jaheem", "Character", faction="neutral-corp", unique=True, cost=0, inf=0, trash=1, text=(
    "When your turn begins, you may trash Rashida Jaheem to gain 3[c] and draw 3 cards.",),
    on=(when_turn_begins(_rashida, optional="use Rashida Jaheem"),))


REAPER_FUNCTION = asset("Reaper Function", "Hostile", faction="jinteki", cost=3, inf=2, trash=2, text=(
    "When your turn begins, you may trash this asset to do 2 net damage.",),
    on=(when_turn_begins(trash_self_to(damage("net", 2)), optional="use Reaper Function"),))


RECONSTRUCTION_CONTRACT = asset("Reconstruction Contract", "", faction="weyland-consortium", cost=1, inf=4, trash=4,
                                text=("Whenever the Runner suffers any amount of meat damage, you may place 1 "
                                      "advancement token on Reconstruction Contract.",
                                      "[trash]: Move any number of advancement tokens from Reconstruction Contract "
                                      "to a card that can be advanced."),
                                on=(whenever("damage", place_counters("advancement", 1),
                                              lambda game, card, event: event.info["kind"] == "meat",
                                              optional="use Reconstruction Contract", starts="Whenever"),
                                    paid(TrashSelf(), effect=_move_set_aside_counters, starts="[trash]")),
                                decisions=("Reconstruction Contract target",))


def _may_remove_bad_publicity(game: Game, ctx: Ctx) -> None:
    """"You may remove 1 bad publicity": asked only when the Corp has some (decision "Roughneck Repair
    Squad choice")."""
    if game.corp.bad_publicity and game.decider.ask(f"{ctx.source.title} choice", ["yes", "no"], "Corp") == "yes":
        game.corp.bad_publicity -= 1
        game.trace.add(f"{ctx.by}: the Corp removes 1 bad publicity (now {game.corp.bad_publicity}).",
                       cites.BAD_PUBLICITY)


ROUGHNECK = asset("Roughneck Repair Squad", "Industrial", faction="weyland-consortium", cost=0, inf=1, trash=3,
                  text=("[click][click][click]: Gain 6[c]. You may remove 1 bad publicity.",),
                  on=(paid(Clicks(3), effect=seq(gain(6), _may_remove_bad_publicity)),),
                  decisions=("Roughneck Repair Squad choice",))


REGOLITH_MINING_LICENSE = asset("Regolith Mining License", "", faction="neutral-corp", cost=2, inf=0, trash=3, text=(
    "When you rez this asset, load 15[c] onto it. When it is empty, trash it.", "[click]: Take 3[c] from this asset."),
    on=(when_emptied(trash_self, starts="When you rez"), when_rezzed(place_counters("credits", 15)),
        paid(Clicks(1), effect=take_credits(3), starts="[click]")))


REVERSED_ACCOUNTS = asset("Reversed Accounts", "Hostile", faction="nbn", cost=0, inf=1, trash=3, text=(
    "You can advance this asset.",
    "[click], [trash]: The Runner loses 4[c] for each hosted advancement counter."),
    on=(paid(Clicks(1), TrashSelf(), effect=_per_advancement(4, lose), starts="[click]"),))


def _four_advancements(game: Game, card) -> bool:
    return card.counters.get("advancement", 0) >= 4


RONIN = asset("Ronin", "Hostile", faction="jinteki", cost=0, inf=4, trash=2, text=(
    "You can advance this asset.",
    "[click], [trash]: Do 3 net damage. Use this ability only if there are 4 or more hosted advancement counters."),
    on=(paid(Clicks(1), TrashSelf(), effect=damage("net", 3), when=_four_advancements, starts="[click]"),))


def _trash_then_bad_publicity_or_credits(game: Game, ctx: Ctx) -> None:
    """Rex Campaign, emptied: trashed, then the Corp removes 1 bad publicity or gains 5[c] ("Rex Campaign choice");
    only an option that can resolve may be chosen (cr/rule_choice_instruction)."""
    trash_self(game, ctx)
    options = ["remove 1 bad publicity"] if game.corp.bad_publicity else []
    choice = game.decider.ask("Rex Campaign choice", [*options, "gain 5[c]"], "Corp") if options else "gain 5[c]"
    game.trace.add(f"{ctx.by}: the Corp chooses to {choice}.", cites.cr("rule_choice_instruction"))
    (remove_bad_publicity if options and choice == options[0] else gain(5))(game, ctx)


REX_CAMPAIGN = asset("Rex Campaign", "Advertisement", faction="haas-bioroid", cost=1, inf=2, trash=3, text=(
    "Place 3 power counters on Rex Campaign when it is rezzed. When there are no power counters left on Rex Campaign, "
    "trash it and either remove 1 bad publicity or gain 5[c].",
    "When your turn begins, remove 1 power counter from Rex Campaign."),
    on=(when_rezzed(place_counters("power", 3), starts="Place 3"), when_turn_begins(remove_counters("power", 1)),
        when_empty("power", _trash_then_bad_publicity_or_credits, starts="Place 3")),
    decisions=("Rex Campaign choice",))


REALITY_THREEDEE = asset("Reality Threedee", "Illicit", faction="nbn", cost=0, inf=2, trash=6, text=(
    "When you rez Reality Threedee, take 1 bad publicity.",
    "When your turn begins, gain 1[c] (or 2[c] if the Runner is tagged)."),
    on=(when_rezzed(bad_publicity(1), starts="When you rez"),
        when_turn_begins(when(lambda game, ctx: game.runner.tags > 0, gain(2), gain(1)))))


RONALD_FIVE = asset("Ronald Five", "Bioroid", faction="haas-bioroid", unique=True, cost=3, inf=3, trash=3, text=(
    "Whenever the Runner trashes a Corp card <em>(including this asset)</em>, they lose [click].",),
    on=(whenever("trashed", lose_clicks(1), _runner_trashed_corp_card, inactive_ok=True),))
