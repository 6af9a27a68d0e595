"""A card named in a question brings the rules its own words point to: `card_rules.yaml` reads a card's
text for the phrases that decide interactions ("when the Runner encounters", "bypass", "prevent",
"instead", "cannot"...) and the search lifts those rules, by source id, among the question's hits.
"""

import pytest
from typed_forms import RELEASE

from rulesdb.search.card_rules import facts, keywords, rules_for, rules_of_cards, rules_of_facts, together
from rulesdb.search.judging import first_rank, shown_ranking
from rulesdb.search.ranking import Group, Impacts, hint_groups


def test_a_when_encountered_ice_points_to_the_when_encountered_rule():
    text = "When the Runner encounters this ice, they must pay 3[c], if able. If they do not, end the run."
    assert rules_for(text) == ["rule_when_encountered", "rule_if_able", "rule_end_the_run"]


def test_if_they_cannot_is_a_condition_not_a_cannot_ability():
    assert "rule_cannot_precedence" not in rules_for("Lose [click]. If they cannot, end the run.")
    assert rules_for("The Runner cannot draw cards for the remainder of this turn.") == ["rule_cannot_precedence"]


def test_damage_that_cannot_be_prevented_is_a_restriction_not_a_prevention():
    found = rules_for("Suffer 1 core damage (cannot be prevented).")
    assert found == ["rule_cannot_be_prevented_restriction", "rule_core_damage"]


def test_an_interrupt_that_prevents_points_to_prevention_and_the_interrupt_flag():
    found = rules_for("[interrupt] → [trash]: Prevent 1 tag.")
    assert found[:3] == ["sec_prevent_avoid", "rule_interrupt_keywords", "rule_interrupt_flag"]


def test_two_cards_that_both_replace_bring_the_order_of_replacement_effects():
    siphon = rules_for("Run HQ. If successful, instead of breaching HQ, you may force the Corp to lose up to 5[c].")
    testing = rules_for("The first time each turn you make a successful run on the chosen server, instead of "
                        "breaching it, gain 2[c].")
    assert "rule_order_of_replacement_effects" in rules_of_cards([siphon, testing], together())
    assert "rule_order_of_replacement_effects" not in rules_of_cards([siphon], together())


def test_a_keyword_one_card_says_twice_is_not_two_effects_meeting():
    prevents = rules_for("[interrupt] → [trash]: Prevent 1 tag. Prevent 1 net damage.")
    assert rules_of_cards([prevents, rules_for("Gain 9[c].")], together()) == tuple(prevents)


def test_two_cards_that_both_prevent_bring_the_relevant_interrupt_rules_after_their_own():
    decoy = rules_for("[interrupt] → [trash]: Prevent 1 tag.")
    found = rules_of_cards([decoy, decoy[:1]], together())
    assert found == (*decoy, "sec_relevant_interrupts", "rule_prevent_relevant")


@pytest.mark.parametrize("text, rules", [
    ("Rez a piece of ice, ignoring all costs.", ["rule_ignore_all_costs", "rule_ignoring_costs"]),
    ("2[recurring] (Refill at the start of your turn.)",
     ["rule_recurring_credits", "rule_recurring_credits_do_not_accumulate"]),
    ("As an additional cost to play this event, forfeit an agenda.", ["rule_additional_cost",
     "rule_decline_additional_cost", "movement_forfeit", "rule_forfeit_rfg"]),
    ("Swap 2 pieces of ice.", ["sec_swapping_cards", "rule_swap"]),
    ("Add this card to your score area as an agenda worth 1 agenda point.", ["rule_add_card_to_score_area",
     "rule_added_agendas_not_scored_or_stolen"]),
    ("You may reveal 1 agenda in Archives and add it to your score area.", ["rule_add_agenda_to_score_area",
     "rule_reveal"]),
    ("[click]: Derez 1 installed card. Remove this card from the game.",
     ["sec_derez", "rule_derez_by_ability", "sec_removed_from_game"]),
    ("When the Runner accesses this card, do 2 net damage.",
     ["rule_accessing_trigger_condition", "rule_active_exception_access", "rule_meat_net_damage"]),
    ("When your turn begins, gain 1[c].", ["rule_turn_begin_trigger_conditions"]),
    ("When your turn ends, you may trash this resource.", ["rule_turn_end_trigger_conditions"]),
    ("The first piece of ice you rez each turn costs 2[c] less to rez.", ["rule_cost_calculation", "rule_modified_costs"]),
    ("When you score this agenda, gain 7[c].", ["rule_agenda_scored"]),
    ("Whenever an agenda is scored or stolen, add 1 unrezzed card to HQ.", ["rule_agenda_scored", "rule_agenda_stolen"]),
    ("Whenever you make a successful run, place 1[c] on this hardware.", ["step_run_declared_successful"]),
    ("When this run ends, trash this program.", ["rule_run_ends_condition"]),
    ("The first time each turn you breach HQ, access 1 additional card.",
     ["step_breaching_begins", "rule_increasing_random_access_limit"]),
    ("Install only on a piece of ice.", ["rule_trash_hosted_objects_when_host_trashed"]),
    ("You can spend hosted credits to install programs.", ["rule_spend_hosted_credits"]),
    ("You can advance this asset.", ["rule_you_can_advance"]),
    ("The trash cost of each card is increased by 1.", ["rule_paying_trash_costs"]),
    ("[subroutine] Do 2 net damage.", ["rule_meat_net_damage"]),
    ("Do 1 core damage.", ["rule_core_damage"]),
    ("Sabotage 2.", ["rule_sabotage"]),
    ("Play a psi game.", ["rule_psi_game"]),
    ("Search your stack for 1 program.", ["rule_search"]),
    ("When it is empty, trash it.", ["rule_load_and_empty"]),
    ("When you rez this ice, gain 2[c].", ["rule_rez_procedure"]),
    ("When you install this program, gain 1[c].", ["rule_steps_installing_installed_condition"]),
    ("Discard 1 card.", ["rule_trashed_vs_discarded"]),
    ("While the Runner is accessing this card in R&D, they must reveal it.", ["rule_ambush_text"]),
    ("During that run, cards in the root of the attacked server lose all abilities.", ["rule_lose_ability"]),
    ("[trash]: Draw 2 cards.", ["rule_symbol_trash", "rule_trash_ability"]),
    ("The first time each turn you play a run event, gain [click].", ["rule_gain_clicks"]),
    ("Give the Runner 1 tag.", ["rule_tag"]),
    ("Play only if the Runner is tagged.", ["rule_tagged", "rule_act_restriction"]),
    ("Place 1 virus counter on this program.", ["rule_type_virus_counter"]),
    ("When you rez this asset, place 3 power counters on it.", ["rule_rez_procedure", "rule_type_power_counter"]),
    ("When you score this agenda, place 1 agenda counter on it.", ["rule_agenda_scored", "rule_type_agenda_counter"]),
    ("Place 1 advancement counter on an installed card you can advance.", ["rule_placing_advancement_counter"]),
    ("Do X net damage. X is equal to the number of tags the Runner has.",
     ["rule_meat_net_damage", "rule_tag", "rule_values_defined_by_x"]),
    ("Interface → X[credit]: Break X code gate subroutines.", ["rule_cost_x", "rule_break_subroutine"]),
    ("Reveal the top card of R&D.", ["rule_reveal"]),
    ("Look at the top 3 cards of your stack.", ["rule_look_reveal_expose_access_distinct"]),
    ("Use this ability only during a run.", ["rule_use_restriction"]),
    ("[subroutine] End the run.", ["rule_end_the_run"]),
    ("This ice gets +2 strength for the remainder of the run.",
     ["rule_run_ends_condition", "rule_ice_strength_modification_duration"]),
    ("As an additional cost to steal this agenda, the Runner must trash 1 installed program.",
     ["rule_additional_cost", "rule_decline_additional_cost", "rule_decline_to_steal"]),
    ("+1[mu]", ["rule_memory_limit"]),
])
def test_what_a_card_does_to_costs_and_cards_points_to_the_rules_that_decide_it(text, rules):
    assert rules_for(text) == rules


def test_when_your_turn_begins_or_ends_points_to_the_step_of_the_cards_own_sides_turn():
    text = "When your turn begins, gain 1[c]."
    assert rules_for(text, "corp") == ["rule_turn_begin_trigger_conditions", "step_corp_turn_turn_formal_begin"]
    assert rules_for(text, "runner") == ["rule_turn_begin_trigger_conditions", "step_runner_turn_recurring_formal_begin"]
    ending = "When your turn ends, you may trash this resource."
    assert rules_for(ending, "runner") == ["rule_turn_end_trigger_conditions", "step_runner_turn_formal_end"]
    assert rules_for(ending) == ["rule_turn_end_trigger_conditions"]  # a side unknown: the rule for both


def test_discarding_at_the_discard_phase_is_not_a_discard_effect():
    assert rules_for("Your maximum hand size is +1. Trash cards from your discard pile.") == ["rule_max_hand_size"]


@pytest.mark.parametrize("card_type, subtypes, unique, rules", [
    ("hardware", ["Console"], True, ["rule_uniqueness", "rule_install_console", "rule_hardware_console"]),
    ("hardware", ["Chip"], False, []),
    ("upgrade", ["Region"], False, ["rule_region_unique", "rule_region_install"]),
    ("program", ["Icebreaker", "Fracter"], False,
     ["rule_icebreaker_interface_strength", "rule_icebreaker_strength_increase_implicit"]),
    ("operation", ["Transaction"], False, ["rule_corp_basic_action_operation"]),
    ("operation", ["Current"], False, ["rule_operation_current", "rule_corp_basic_action_operation"]),
    ("event", ["Current"], False, ["rule_event_current", "runner_basic_action_event"]),
    ("operation", ["Gray Ops", "Lockdown"], False, ["rule_operation_lockdown", "rule_corp_basic_action_operation"]),
    ("asset", [], True, ["rule_uniqueness"]),
    ("ice", ["Sentry", "AP"], False, []),
])
def test_what_a_card_is_points_to_the_rules_for_such_cards(card_type, subtypes, unique, rules):
    assert rules_of_facts(card_type, subtypes, unique) == rules


def test_card_text_without_a_keyword_points_to_no_rule():
    assert rules_for("Gain 9[c].") == []


def test_a_hint_lifts_only_the_rule_it_names_not_every_rule_sharing_its_words():
    # two contents with the same word "cannot"; the hint names content 1 (its rule) only
    impacts = Impacts({"cannot": {0: 2.0, 1: 2.0}, "draw": {0: 3.0}}, [1.0, 1.0], [(0,), (1,)])
    typed = [Group(("draw",))]
    assert impacts.rank(typed, None, 2) == [(0, 3.0)]
    lifted = impacts.rank(typed + hint_groups([(["cannot"], frozenset({1}))]), None, 2)
    assert lifted == [(0, 3.0 * 0.75), (1, 2.0 * 0.75)]  # each matched one of the two things asked


def test_a_hint_without_terms_or_rule_adds_nothing():
    assert hint_groups([([], frozenset({1})), (["cannot"], frozenset())]) == []


@pytest.mark.sources
def test_every_rule_a_keyword_names_is_in_the_current_release(db):
    named = [r for _, _, rules, _, _ in keywords() for r in rules] + [r for meet in together().values() for r in meet]
    named += [r for _, rules in facts() for r in rules]
    missing = [r for r in named if f"{RELEASE}/{r}" not in db.nodes]
    assert not missing and set(together()) <= set(named)


@pytest.mark.sources
@pytest.mark.parametrize("question, card, rule", [
    ("can Imp trash two cards in one turn", "Imp", "rule_once_per_turn_flag"),
    ("Lockdown fired, can I still draw with Jailbreak", "Lockdown", "rule_cannot_precedence"),
    ("Priority Requisition rezzing Archer do i still forfeit an agenda", "Priority Requisition",
     "rule_ignore_all_costs"),
])
def test_a_question_naming_a_card_ranks_the_rule_its_words_point_to_higher(db, question, card, rule):
    assert rule in db.card_rules(card)
    accept = [f"{RELEASE}/{rule}"]
    plain = first_rank(shown_ranking(db.lookup_table.find(question)), accept)
    found = db.find(question)
    lifted = first_rank(shown_ranking(found), accept)
    assert lifted is not None and lifted <= 5 and (plain is None or lifted < plain)
    assert card in [c["name"] for c in found["cards"]]


@pytest.mark.sources
def test_a_search_narrowed_by_a_filter_is_not_lifted_by_card_rules(db):
    question = "can Imp trash two cards in one turn"
    narrowed = db.find(question, kind="rule")
    assert narrowed["hits"] == db.lookup_table.find(question, kind="rule")["hits"]


@pytest.mark.sources
def test_two_cards_replacing_the_same_breach_find_the_order_of_replacement_effects(db):
    question = "Security Testing and Account Siphon which replacement happens first"
    assert "rule_order_of_replacement_effects" in db.card_rule_ids(["Security Testing", "Account Siphon"])
    assert "rule_order_of_replacement_effects" not in db.card_rule_ids(["Account Siphon"])
    rank = first_rank(shown_ranking(db.find(question)), [f"{RELEASE}/rule_order_of_replacement_effects"])
    assert rank is not None and rank <= 5


@pytest.mark.sources
def test_an_identity_called_by_the_start_of_its_name_brings_its_rules(db):
    if not db.card_pool.cards:
        pytest.skip("the build has no card data")
    assert db.card_pool.identity_title("Jesminder") == "Jesminder Sareen: Girl Behind the Curtain"
    assert db.card_pool.identity_title("Hedge Fund") is None  # not an identity
    assert "sec_prevent_avoid" in db.card_rules("Jesminder")


def _with_cards(db):
    if not db.card_pool.cards:
        pytest.skip("the build has no card data")


@pytest.mark.sources
@pytest.mark.parametrize("question, card, rule", [
    ("does Urtica Cipher still hurt me if I access it while it is unrezzed", "Urtica Cipher",
     "rule_accessing_trigger_condition"),
    ("Earthrise Hotel power counters, when does my turn begin", "Earthrise Hotel", "rule_turn_begin_trigger_conditions"),
])
def test_a_card_no_document_names_brings_the_rules_its_words_point_to(db, question, card, rule):
    _with_cards(db)
    assert db.catalogue.card(card) is None  # the documents never name it: the card data does
    test_a_question_naming_a_card_ranks_the_rule_its_words_point_to_higher(db, question, card, rule)


@pytest.mark.sources
def test_a_card_titled_with_the_rules_own_words_is_not_read_into_a_question(db):
    _with_cards(db)
    assert {"Breach", "Success", "Checkpoint"} <= set(db.card_pool.cards)
    for question in ("what happens when the breach ends", "is a run a success if I jack out", "checkpoint timing"):
        assert db.find(question)["cards"] == [], question
    assert [c["name"] for c in db.find("Breach")["cards"]] == ["Breach"]  # typed whole, its card is shown


@pytest.mark.sources
def test_an_identity_a_question_calls_by_the_start_of_its_name_is_that_identity(db):
    _with_cards(db)
    assert [c["name"] for c in db.find("does Noise trash a card when I install a virus")["cards"]] == \
        ["Noise: Hacker Extraordinaire"]
    assert db.find("Haas-Bioroid rezzes a bioroid")["cards"] == []  # several identities start so


@pytest.mark.sources
@pytest.mark.parametrize("question, card", [
    ("two Telework Contracts in the same turn", "Telework Contract"),
    ("do Hedge Funds count as transactions", "Hedge Fund"),
    ("does Spin Doctor's ability shuffle Archives", "Spin Doctor"),
    ("Aesop's Pawnshops, one each", "Aesop’s Pawnshop"),
])
def test_a_card_named_in_the_plural_or_possessive_is_that_card(db, question, card):
    _with_cards(db)
    assert [c["name"] for c in db.find(question)["cards"]] == [card]


@pytest.mark.sources
def test_a_plural_made_of_the_rules_own_words_is_not_read_as_a_card(db):
    _with_cards(db)
    assert db.catalogue.cards_in("the Corp loses 2 credits") == []
    assert db.catalogue.cards_in("how the game processes each instruction") == []


@pytest.mark.sources
def test_only_the_documents_cards_are_read_through_a_misspelling(db):
    _with_cards(db)
    assert "Running Hot" in db.card_pool.cards
    found = db.find("running hq with an upgrade in the root")
    assert found["cards"] == [] and found.get("did_you_mean") is None


@pytest.mark.sources
@pytest.mark.parametrize("question, card, rule", [
    ("I installed a second Aesop's Pawnshop, what happens to the first one", "Aesop’s Pawnshop", "rule_uniqueness"),
    ("Maw and Pennyshaver both installed?", "Pennyshaver", "rule_install_console"),
    ("Hedge Fund during the runner's turn", "Hedge Fund", "rule_corp_basic_action_operation"),
])
def test_a_question_naming_a_card_ranks_the_rule_its_printed_facts_point_to_higher(db, question, card, rule):
    _with_cards(db)
    assert rule in db.card_rules(card) and rule not in rules_for(" ".join(db.card_facts(card)["text"]))
    test_a_question_naming_a_card_ranks_the_rule_its_words_point_to_higher(db, question, card, rule)


@pytest.mark.sources
def test_a_build_without_card_data_reads_what_a_card_is_from_the_card_library(db, monkeypatch):
    monkeypatch.setattr(db.card_pool, "record", lambda name: None)  # as a build made without card data
    monkeypatch.setitem(db.graph.graph, "card_facts", {})
    monkeypatch.setattr(db, "_card_rules", {})
    assert db.card_facts("Pennyshaver")["source"] == "card library"
    assert db.card_rules("Pennyshaver")[:3] == ("rule_uniqueness", "rule_install_console", "rule_hardware_console")
    assert db.card_rules("Hedge Fund") == ("rule_corp_basic_action_operation",)
