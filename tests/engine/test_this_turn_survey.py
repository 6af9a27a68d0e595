"""Every card of the library whose printed text asks what happened earlier in the turn ("this turn", "each turn",
"last turn"), and what the engine does with it on a board that starts in the action phase with fewer [click] than
allotted, after an action it does not see (tests/engine/test_this_turn_mid_board.py plays each class). A new card
with such text fails here until it is placed in one group, so the question is asked of it."""

import re

import pytest

from rulesdb.engine.cards import CARDS
from tests.engine.printed_text import newest_printings, plain_lines

ASKS_THE_TURN = re.compile(r"this turn|each turn|last turn|each of (?:your|their) turns", re.I)

# refused on a board that starts after an unshown action (state.midturn), unless the scenario's own events settle it
REFUSED = (
    "A Teia: IP Recovery", "Abaasy", "Active Policing", "Aggressive Trendsetting", "Alice Merchant: Clan Agitator", "Always Be Running", "Amina",
    "Aniccam", "Apocalypse", "Avgustina Ivanovskaya", "Az McCaffrey: Mechanical Prodigy", "Backstitching", "Boi-tatá",
    "Bring Them Home", "Buffer Drive", "Bug", "Bukhgalter", "Cacophony", "Captain Padma Isbister: Intrepid Explorer",
    "Carmen", "Carpe Diem", "Cataloguer", "Cerebral Cast", "Chronos Protocol: Selective Mind-mapping", "Cloud Eater",
    "Complete Image", "Crowdfunding", "Cyberdex Sandbox", "DZMZ Optimizer", "Daily Business Show", "Daily Quest",
    "Data Leak Reversal", "Deep Dive", "Demolisher", "Detente", "Digital Rights Management", "Distributed Tracing",
    "District 99", "Docklands Crackdown", "Docklands Pass", "DreamNet", "Eden Fragment", "Emergency Shutdown",
    "En Passant", "Endurance", "Enhanced Login Protocol", "Enhanced Vision", "Epiphany Analytica: Nations Undivided",
    "Esâ Afontov: Eco-Insurrectionist", "Euler", "Focus Group", "Front Company",
    "Gabriel Santiago: Consummate Professional", "Game Over", "Grifter",
    "Haarpsichord Studios: Entertainment Unleashed", "Haas-Bioroid: Architects of Tomorrow",
    "Haas-Bioroid: Engineering the Future", "Hard-Hitting News", "Hellion Alpha Test",
    "Hoshiko Shiro: Untold Protagonist", "Hostile Architecture", "Housekeeping", "Hyoubu Institute: Absolute Clarity",
    "Info Bounty", "Inversificator", "Issuaq Adaptics: Sustaining Diversity", "Jeeves Model Bioroids", "Jeitinho",
    "John Masanori", "Joshua B.", "Juli Moreira Lee", 'Kate "Mac" McCaffrey: Digital Tinker', "Keiko",
    "Ken “Express” Tenma: Disappeared Clone", "Kraken", "Lago Paranoá Shelter", "Lemuria Codecracker", "Leverage",
    "LilyPAD", "Lucky Charm", "Makler", "Manhunt", "Marjanah", "Masterwork (v37)", "Measured Response",
    "Midseason Replacements", "Muresh Bodysuit", "Mutual Favor", "NBN: Controlling the Message", "NBN: Reality Plus",
    "Near-Earth Hub: Broadcast Center", "Nebula Talent Management: Making Stars", "NeoTokyo Grid", "Net Shield",
    "Neural EMP", "Neutralize All Threats", "Nga", "No One Home", "Notoriety", "Nuvem SA: Law of the Land",
    'Nyusha "Sable" Sintashta: Symphonic Prodigy', "Obelus", "Oppo Research", "Orca", "Order of Sol", "PAN-Weave",
    "Paragon", "Pauleʼs Café", "Penrose", "Penumbral Toolkit", "Petty Cash", "Phật Gioan Baotixita", "Pichação",
    "Power Grid Overload", "Power Shutdown", "Pravdivost Consulting: Political Solutions", "Prognostic Q-Loop",
    "Public Trail", "Punitive Counterstrike", "Quest Completed", "Red Team", "Regenesis",
    "Reina Roja: Freedom Fighter", "René “Loup” Arcemont: Party Animal", "Reprise",
    "Rielle “Kit” Peddler: Transhuman", "Ryō “Phoenix” Ōno: Out of the Ashes", "SEA Source", "Savoir-faire",
    "Scapenet", "Scrubbed", "Seamless Launch", "Security Testing", "Seidr Laboratories: Destiny Defined",
    "Silhouette: Stealth Operative", "Simulchip", "Sisyphus Protocol", "Solidarity Badge",
    "Spark Agency: Worldswide Reach", "Steve Cambridge: Master Grifter", "Storgotic Resonator",
    "Subliminal Messaging", "Successful Demonstration", "Sudden Commandment", "Surge", "Swift", "Symmetrical Visage",
    "Synapse Global: Faster than Thought", "Synthetic Blood", "Tennin Institute: The Secrets Within", "The Back",
    "The Class Act", "The Foundry: Refining the Process", "The Holo Man", "The Nihilist", "The Twinning",
    "The Wizard’s Chest", "The Zwicky Group: Invisible Hands", "Three Steps Ahead", "Thunder Art Gallery",
    "Tiered Subscription", "Time Bomb", "Tranquility Home Grid", "Tributary", "Tsakhia \"Bankhar\" Gantulga",
    "Tunnel Vision", "Unregistered S&W '35", "Verbal Plasticity", "Virtuoso", "Vulnerability Audit", "Wage Workers",
    "Warm Reception", "Wasteland", "World Tree", "Zenit Chip JZ-2MJ", "“Knickknack” O’Brian",
)
# safe: the board states it (an agenda's scored_this_turn in the score area)
STATED = (
    "Aggressive Negotiation", "Breaking News", "Neurospike",
)
# a lasting effect for the rest of the turn: one the scenario creates is seen; one the card may have made before a board
# that starts after an unshown action is surveyed below (MAKES_A_LASTING_EFFECT)
LASTING = (
    "Efficiency Committee", "Excalibur", "Hákarl 1.0", "In the Groove", "Lightning Laboratory", "Lockdown",
    "Midnight-3 Arcology", "Mitosis", "PT Untaian: Life's Building Blocks", "Paintbrush", "Sericulture Expansion",
    "Social Engineering", "Uroboros",
)
# safe: not about what happened earlier in the turn
NOT_HISTORY = (
    "Basilar Synthgland 2KVJ", "Director Haas", "Mandatory Upgrades", "Rachel Beckman", "Victoria Jenkins",
)
# safe: a card that leaves play as the turn begins; still on a board that starts after that, it was installed later
# (a Climactic Showdown that resolved is gone, and no board shows it). Tsakhia's choice as the turn began is refused
# on such a board (state.midturn.refuse_turn_began_unshown)
TURN_BEGINS = (
    "Climactic Showdown",
)
# left: the ability waits for a mechanism the engine lacks (waits_for)
WAITS = ()

SURVEY = {"refused": REFUSED, "stated": STATED, "lasting": LASTING, "not history": NOT_HISTORY,
          "turn begins": TURN_BEGINS, "waits": WAITS}


def saying(nrdb, pattern) -> set[str]:
    """The engine's cards whose printed text (newest printing) has a line matching `pattern`."""
    newest = newest_printings(nrdb)
    return {title for title in CARDS if any(pattern.search(line)
                                            for line in plain_lines(newest[title].get("text", "")))}


def assert_each_in_one_group(survey: dict, found: set[str]) -> None:
    """Every card `found` is in exactly one group of `survey`, and the survey names no other card."""
    surveyed = [title for group in survey.values() for title in group]
    assert len(surveyed) == len(set(surveyed)), "a card is in two groups"
    assert sorted(found - set(surveyed)) == [], "place each new card in a group (and refuse it if it must be)"
    assert sorted(set(surveyed) - found) == []


@pytest.fixture(scope="module")
def asking(nrdb) -> set[str]:
    return saying(nrdb, ASKS_THE_TURN)


def test_every_card_that_asks_what_happened_this_turn_is_in_one_group_of_the_survey(asking):
    assert_each_in_one_group(SURVEY, asking)


# Every card whose printed text makes a lasting effect for the rest of the turn, and what a board that starts after an
# unshown action does with one it may have made in that unshown part (state.unseen_lasting, state.midturn).
MAKES_A_LASTING_EFFECT = re.compile(r"remainder of (?:the|this) turn|until the end of (?:the|your|their|this) turn|"
                                    r"for this turn|(?:cannot|can't|skip)[^.]* this turn", re.I)

# refused where what it may have made decides the answer (a strength compared in an encounter, a run, a draw, an
# advance, a score, a bioroid's own break), naming the card; a strength may be stated instead (`strength_this_turn`)
MAY_HAVE_MADE_IT = (
    "A Teia: IP Recovery", "Cybertrooper Talut", "Efficiency Committee", "Excalibur", "Gauss", "Gebrselassie",
    "Hákarl 1.0", "IT Department", "Jinteki: Replicating Perfection", "LLDS Processor", "Living Mural", "Lockdown",
    "Uroboros",
    # a mark for this turn: a card that reads the mark refuses one not identified in the scenario (state.mark)
    "Carpe Diem",
)
# settled by the board: an agenda laid with `scored_this_turn` lays what its scoring made (lay_made_when_scored)
SAID_BY_THE_BOARD = ("Luminal Transubstantiation", "Midnight-3 Arcology")
# made as the turn began: refused on a board that starts in the action phase (refuse_turn_began_unshown, state.mark)
AS_THE_TURN_BEGAN = (
    "Backstitching", "Info Bounty", 'Nyusha "Sable" Sintashta: Symphonic Prodigy', "Tunnel Vision", "Virtuoso",
    "Warm Reception",
)
# nothing after the fact: made as a discard phase ends, after the action phase a board starts in, and over with it
NOT_YET = ("PT Untaian: Life's Building Blocks", "Sericulture Expansion")
# makes none: a condition on scoring this agenda (the first survey refuses it)
MAKES_NONE = ("Vulnerability Audit",)
# made by a card played or trashed to make it, gone from play: the board lists it (`earlier_this_turn`) and the card's
# own effect makes it again (state.earlier_this_turn.MADE_EARLIER); in the heap or Archives unlisted, it is refused
# where what it would have made decides the answer (DECIDES: an install, a score, a rez), unless marked
# `not_played_this_turn`. The Standard pool's events and operations of this survey are all here
MADE_AGAIN_AND_ASKED = ("Digital Rights Management", "In the Groove", "Mitosis")
# made again when the board lists it; unlisted in the heap, trashed for its ability perhaps earlier this turn, asked
# where what it would have made decides: a rez (Cortez Chip), a breaker's strength against the ice's (The Helpful AI)
TRASHED_AND_ASKED = ("Cortez Chip", "The Helpful AI")
# made again when the board lists it; unlisted in the heap, not asked: an event or operation outside the Standard pool
# whose effect is read where no question is asked yet (Bad Times's memory limit, Tinkering's subtypes, Queen's
# Gambit's access)
MADE_AGAIN = ("Bad Times", "Queen's Gambit", "Tinkering")
# listed, refused naming the card: the ice "protecting this server" it chose is unknown once it is trashed; the board
# states that ice's strength instead (`strength_this_turn`)
STATED_INSTEAD = ("Corporate Troubleshooter",)
# chosen as the turn began among the Runner's installed cards, unknown on a board starting in the action phase: said by
# the board (`chosen`), else refused where an ability of a Runner card on the board is used or changes a result
# (state.unseen_blank: CHOSE_AS_TURN_BEGAN)
BLANKED_AS_THE_TURN_BEGAN = ("Dr. Lovegood",)

LASTING_SURVEY = {"may have made it": MAY_HAVE_MADE_IT, "said by the board": SAID_BY_THE_BOARD,
                  "as the turn began": AS_THE_TURN_BEGAN, "not yet": NOT_YET, "makes none": MAKES_NONE,
                  "made again and asked": MADE_AGAIN_AND_ASKED, "trashed and asked": TRASHED_AND_ASKED,
                  "made again": MADE_AGAIN,
                  "stated instead": STATED_INSTEAD, "blanked as the turn began": BLANKED_AS_THE_TURN_BEGAN}


@pytest.fixture(scope="module")
def making(nrdb) -> set[str]:
    return saying(nrdb, MAKES_A_LASTING_EFFECT)


def test_every_card_that_makes_a_lasting_effect_for_the_turn_is_in_one_group_of_the_survey(making):
    assert_each_in_one_group(LASTING_SURVEY, making)


def test_each_card_refused_for_what_it_may_have_made_says_so_by_a_constant():
    """A card in MAY_HAVE_MADE_IT carries the constant the engine asks where the value is read (state.unseen_lasting),
    save the two refused from the turn's history instead (state.midturn: no central run, no mark in the scenario)."""
    from rulesdb.engine.state.unseen_lasting import MAY_HAVE_BOOSTED, MAY_HAVE_FORBIDDEN

    by_history = {"Jinteki: Replicating Perfection", "Carpe Diem"}
    asks = {title for title in MAY_HAVE_MADE_IT if any(rule.kind in (MAY_HAVE_BOOSTED, MAY_HAVE_FORBIDDEN)
                                                       for rule in CARDS[title].statics)}
    assert asks == set(MAY_HAVE_MADE_IT) - by_history


def test_each_card_used_and_gone_is_made_again_by_its_own_constant_and_asked_where_the_survey_says():
    """A card of MADE_AGAIN_AND_ASKED, TRASHED_AND_ASKED or MADE_AGAIN carries MADE_EARLIER (Corporate
    Troubleshooter's refuses); only those of MADE_AGAIN_AND_ASKED (each an event or an operation) and of
    TRASHED_AND_ASKED (neither) carry DECIDES (state.earlier_this_turn)."""
    from rulesdb.engine.state.earlier_this_turn import DECIDES, MADE_EARLIER

    def kinds(title):
        return {rule.kind for rule in CARDS[title].statics} & {MADE_EARLIER, DECIDES}
    asked = (*MADE_AGAIN_AND_ASKED, *TRASHED_AND_ASKED)
    assert {t: kinds(t) for t in asked} == {t: {MADE_EARLIER, DECIDES} for t in asked}
    assert {t: kinds(t) for t in (*MADE_AGAIN, *STATED_INSTEAD)} == {
        t: {MADE_EARLIER} for t in (*MADE_AGAIN, *STATED_INSTEAD)}
    assert {CARDS[t].facts.type for t in MADE_AGAIN_AND_ASKED} <= {"event", "operation"}
    assert not {CARDS[t].facts.type for t in TRASHED_AND_ASKED} & {"event", "operation"}


def test_every_standard_event_or_operation_that_makes_a_lasting_effect_for_the_turn_is_asked_about(nrdb, making):
    """The Standard pool's events and operations whose text makes an effect lasting the turn: each is made again and
    asked about when it lies in the heap or Archives, or is classed where what it makes is known otherwise (Carpe
    Diem's mark: state.mark)."""
    from rulesdb.cardpool.coverage import pools
    from rulesdb.cardpool.records import records
    standard = pools(records(nrdb))["standard"]
    played = {t for t in making & set(standard) if CARDS[t].facts.type in ("event", "operation")}
    assert sorted(played - set(MADE_AGAIN_AND_ASKED)) == ["Carpe Diem"]


def test_each_card_blanking_as_the_turn_began_says_so_by_a_constant():
    from rulesdb.engine.state.unseen_blank import CHOSE_AS_TURN_BEGAN
    assert all(any(rule.kind == CHOSE_AS_TURN_BEGAN for rule in CARDS[title].statics)
               for title in BLANKED_AS_THE_TURN_BEGAN)
