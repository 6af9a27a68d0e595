"""Programs that are not icebreakers: viruses and trojans with counters, and click-ability utilities."""

from __future__ import annotations

from rulesdb.engine.cards.hooks import on_install, when_turn_begins, whenever
from rulesdb.engine.cards.primitives import place_counters
from rulesdb.engine.cards.printed import program

CENTRAL = ("HQ", "R&D", "Archives")


def _central_success(effect):
    return whenever("successful", effect, lambda game, card, event: event.info.get("server") in CENTRAL,
                    structure="run")


DATASUCKER = program("Datasucker", "Virus", faction="anarch", cost=1, inf=1, mu=1, text=(
    "Whenever you make a successful run on a central server, place 1 virus counter on Datasucker.",
    "Hosted virus counter: Rezzed piece of ice currently being encountered has -1 strength until the "
    "end of the encounter."), on=(_central_success(place_counters("virus", 1)),),
    waits_for="paid abilities")
IMP = program("Imp", "Virus", faction="anarch", cost=2, inf=3, mu=1, text=(
    "When you install this program, place 2 virus counters on it.",
    "Access, once per turn → Hosted virus counter: Trash the card you are accessing."),
    on_install=on_install(place_counters("virus", 2)), waits_for="paid abilities")
PELANGI = program("Pelangi", "Virus", faction="shaper", cost=1, inf=3, mu=1, text=(
    "When you install this program, place 2 virus counters on it.",
    "Once per turn → Hosted virus counter: Choose an ice subtype. The ice you are encountering gains "
    "that subtype for the remainder of this encounter."),
    on_install=on_install(place_counters("virus", 2)), waits_for="paid abilities")
PARASITE = program("Parasite", "Virus - Trojan", faction="anarch", cost=2, inf=2, mu=1, text=(
    "Install only on a rezzed piece of ice.",
    "When your turn begins, place 1 virus counter on this program.",
    "Host ice gets -1 strength for each hosted virus counter.",
    "When the strength of host ice is 0 or less, trash it."),
    on=(when_turn_begins(place_counters("virus", 1)),), waits_for="hosting")
CHISEL = program("Chisel", "Virus - Trojan", faction="anarch", cost=2, inf=4, mu=1, text=(
    "Install only on a piece of ice.", "Host ice gets −1 strength for each hosted virus counter.",
    "Whenever you encounter host ice, if its strength is 0 or less, trash it. Otherwise, place 1 "
    "virus counter on this program."), waits_for="hosting")
BOTULUS = program("Botulus", "Virus - Trojan", faction="anarch", cost=2, inf=3, mu=1, text=(
    "Install only on a piece of ice. <em>(If the host ice is uninstalled, this program is trashed.)</em>",
    "When you install this program and when your turn begins, place 1 virus counter on this program.",
    "Hosted virus counter: Break 1 subroutine on host ice."),
    on_install=on_install(place_counters("virus", 1)),
    on=(when_turn_begins(place_counters("virus", 1), starts="When you install"),), waits_for="hosting")
MAGNUM_OPUS = program("Magnum Opus", "", faction="shaper", cost=5, inf=2, mu=2,
                      text=("[click]: Gain 2[c].",), waits_for="paid abilities")
SNEAKDOOR_BETA = program("Sneakdoor Beta", "", faction="criminal", cost=4, inf=3, mu=2, text=(
    "[click]: Run Archives. If that run would be declared successful, change the attacked server to "
    "HQ for the remainder of that run.",), waits_for="paid abilities")
SELF_MODIFYING_CODE = program("Self-modifying Code", "", faction="shaper", cost=0, inf=3, mu=2, text=(
    "2[c], [trash]: Search your stack for 1 program. Install it. <em>(Shuffle your stack after "
    "searching it.)</em>",), waits_for="searching decks")
LEPRECHAUN = program("Leprechaun", "Daemon", faction="shaper", cost=2, inf=2, mu=1, text=(
    "Leprechaun can host up to 2 programs. The memory costs of hosted programs do not count against "
    "your memory limit.",), waits_for="hosting")
HARBINGER = program("Harbinger", "", faction="apex", cost=0, inf=1, mu=0, text=(
    "[interrupt] → When this program would be trashed, turn it facedown instead of adding it to your "
    "heap. <em>(It is still considered trashed.)</em>",), waits_for="interrupts")

DEFINITIONS = (DATASUCKER, IMP, PELANGI, PARASITE, CHISEL, BOTULUS, MAGNUM_OPUS, SNEAKDOOR_BETA,
               SELF_MODIFYING_CODE, LEPRECHAUN, HARBINGER)
