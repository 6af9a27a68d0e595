"""The addresses the engine cites in its trace: one place, so a test can check each one exists in the model.

Rules come from the current Comprehensive Rules by source id (`cr/rule_spend_credits`: the latest release
that has it, so `scenario check-citations` flags a scenario whose rule a new release changes or removes);
timing steps and glossary terms also from the Rules Reference (`ffg-rr-1.0/timing/run/3.1`).
"""

from __future__ import annotations

RR = "ffg-rr-1.0"
CURRENT_CR = "cr"  # the current Comprehensive Rules, by semantic id; resolves to the latest release


def step(structure: str, number: str) -> str:
    """The address of a Rules Reference timing step, e.g. step("run", "3.1")."""
    return f"{RR}/timing/{structure}/{number}"


def cr(semantic_id: str) -> str:
    """A rule of the current Comprehensive Rules by semantic id, e.g. cr("rule_bypass")."""
    return f"{CURRENT_CR}/{semantic_id}"


def term(slug: str) -> str:
    """The address of a Rules Reference glossary term, e.g. term("bypass")."""
    return f"{RR}/term/{slug}"


# Glossary terms and rules, named for what they justify.
TRIGGER_STEPS = term("abilities/trigger-steps")
CONDITIONAL = term("abilities/conditional-abilities")
PAID_ABILITIES = term("abilities/paid-abilities")
USING_ABILITIES = term("abilities/using-abilities")
BYPASS = term("bypass")
SPEND = cr("rule_spend_credits")
CREDITS_ON_CARDS = cr("rule_hosted_credits")
RECURRING = cr("rule_refill_recurring_credits")
CREDIT_POOL = term("credit-pool")
COST = term("cost")
NESTED_COST = term("cost/nested-costs")
ADDITIONAL_COST = term("cost/additional-costs")
IF_ABLE = term("if-able")
MUST = term("must")
ENCOUNTER = term("encounter")
PASS = term("pass")
STRENGTH = term("strength")
ICEBREAKER = term("icebreaker")
SUBROUTINE = term("subroutine")
DAMAGE = term("damage")
FLATLINE = term("flatline")
WINNING = cr("rule_win_conditions")
TRACE = term("trace")
TAG = term("tag")
STEAL = term("steal")
SCORE_SEVEN = cr("rule_game_win")
ACCESSING = term("accessing")
TRASH = term("trash")
TRASH_COST = term("trash-cost")
REZ = term("rez")
JACK_OUT = term("jack-out")
SWAP = term("swap")
RUN = term("run")
BAD_PUBLICITY = term("bad-publicity")
OBJECT = cr("rule_object")
SAME_OBJECT = cr("rule_object_move_known_location")
NEW_OBJECT = cr("rule_previous_object")
# a card's instruction to shuffle a deck, no search ("Shuffle your stack": Loot Box, Express Delivery): decks are
# ordered and a player changes that order only when a rule or ability directs it; a search's shuffle is
# cr/rule_shuffle_deck_after_search
SHUFFLE = cr("rule_deck_ordered")
ACTIVE = cr("rule_active_cards")
CHECKPOINT_AFTER_COST = cr("rule_cost_checkpoint")
CLICKS = cr("rule_gain_spend_lose_clicks")
MEMORY = cr("rule_memory_limit")
ICEBREAKERS = cr("rule_icebreaker_interface_strength")  # strength at least the ice's
BREAKER_SUBTYPE = cr("rule_icebreaker_interface_subtype")
BOOST_FOR_ENCOUNTER = cr("rule_icebreaker_strength_increase_implicit")
BOOST_FOR_RUN = cr("rule_icebreaker_strength_increase_specified")
ICE_STRENGTH = cr("rule_ice_strength_value")
PLAY_EVENT = cr("rule_event_play")
INSTALL_PROGRAM = cr("rule_program_install_cost")
DRAW = cr("rule_card_draw")

# The current CR, by semantic id.
C_ADVANCE = cr("corp_basic_action_advance")
C_PURGE = cr("corp_basic_action_purge_virus_counters")
C_TRASH_RESOURCE = cr("corp_basic_action_trash_resource")
C_CORP_CREDIT = cr("rule_corp_basic_action_credit")
C_CORP_DRAW = cr("rule_corp_basic_action_draw")
C_CORP_INSTALL = cr("rule_corp_basic_action_install")
C_OPERATION = cr("rule_corp_basic_action_operation")
C_RUNNER_CREDIT = cr("runner_basic_action_credit")
C_RUNNER_DRAW = cr("runner_basic_action_card")
C_RUNNER_INSTALL = cr("runner_basic_action_install")
C_EVENT = cr("runner_basic_action_event")
C_RUN = cr("runner_basic_action_run")
C_REMOVE_TAG = cr("runner_basic_action_remove_tag")
C_CLICK_ABILITY = cr("rule_click_actions")
C_PAID = cr("sec_paid_abilities")
C_PAID_STEPS = cr("sec_steps_of_using_a_paid_ability")
C_COST_CHECKPOINT = cr("rule_checkpoint_after_paying_cost")
C_ONCE_PER_TURN = cr("rule_use_restriction")
C_INTERRUPT = cr("sec_interrupts_replacements")
C_PREVENT = cr("sec_prevent_avoid")
C_SCORE = cr("rule_score_steal")  # scoring (and stealing) an agenda: "during certain paid ability windows"
C_SCORE_TOTAL = cr("rule_score")  # a player's score: the sum of the agenda points in their score area
C_NOT_REQUIRED_TO_SCORE = cr("rule_not_required_to_score")
C_REZ = cr("rule_rez_procedure")
C_INSTALL_STEPS = cr("sec_steps_installing")
C_OVERINSTALL = cr("rule_steps_installing_trash_like_cards")
C_NEW_REMOTE = cr("rule_creating_remote_servers")
C_ICE_OUTERMOST = cr("rule_create_position_outermost")
C_ADVANCE_RULE = cr("sec_advancing_cards")
C_MEMORY = cr("sec_memory_limit")
C_HAND_SIZE = cr("rule_discard_phase_discarding")
C_RUNNER_DISCARD_FLATLINE = cr("rule_runner_discard_step")
C_FLATLINE = cr("rule_flatline")
C_CORP_ACTION_PHASE_END = cr("step_corp_turn_action_phase_end")
C_RUNNER_ACTION_PHASE_END = cr("step_runner_turn_action_phase_end")
C_IDENTITY = cr("sec_identities")
C_BASE_LINK = cr("rule_identity_base_link")
C_COUNTERS = cr("sec_counters_and_tokens")
C_HOST = cr("sec_host")
C_HOSTED_TRASHED = cr("rule_trash_hosted_objects_when_host_trashed")
C_SERVER_GONE = cr("rule_server_ceases_to_exist")
C_SERVER_GONE_RUN = cr("rule_server_cease_to_exist_unsuccesful_exception")
C_REMOTE_CHECKPOINT = cr("step_checkpoint_remote_server")
C_ACCESS = cr("sec_accessing_cards")
C_CANDIDATES = cr("sec_determining_candidates")
C_BREACH = cr("sec_breaching_servers")
C_STEAL = cr("step_access_agenda")
C_DECLINE_STEAL = cr("rule_decline_to_steal")
C_ADDITIONAL_COST = cr("rule_additional_cost")
C_COST = cr("rule_cost")  # a cost is paid in full: the card it names is spent, chosen or not
C_TARGETS = cr("rule_announce_targets")  # the targets an instruction requires are chosen as it becomes imminent
C_CHOSEN_ON_RESOLVING = cr("rule_object_subroutine_targets")  # a server an instruction needs is chosen as it resolves
C_FIND = cr("rule_find")  # a search finds a matching card; only a deck's may fail to (rule_fail_to_find)
C_MUST_CHOOSE = cr("rule_mandatory_choice")  # a "must" choice of effects picks one that can be fully resolved
C_TRASH_ACCESSED = cr("rule_access_trash")
C_WHEN_ACCESSED = cr("step_card_accessed")
C_PSI = cr("sec_psi_games")
C_BID_POSSIBLE = cr("rule_bid_possible")
C_TRACE = cr("sec_traces")
C_COST_X = cr("rule_cost_x")
C_LASTING = cr("sec_lingering_effects")
C_LINGERING = cr("rule_lingering_effect")  # a lingering effect exists beyond its source, for its stated duration
C_PLAYED_LINGERING = cr("rule_playing_lingering_effects")  # an event's or operation's, once it is trashed
C_DURATION_END = cr("step_checkpoint_duration_abilities")
C_CANNOT = cr("rule_cannot_precedence")
C_TAG = cr("sec_tags")
C_DAMAGE = cr("sec_damage")
C_END_RUN = cr("rule_end_the_run")
C_BYPASS = cr("rule_bypass")
C_BREAK = cr("rule_break_subroutine")
C_INTERFACE = cr("rule_icebreaker_interface")
C_CURRENT = cr("rule_event_current")
C_CURRENT_OP = cr("rule_operation_current")
C_AGENDA_WIN = cr("step_checkpoint_agenda_points")
C_EVENT_PLAY = cr("sec_playing_events_and_operations")

ALL = tuple(value for name, value in sorted(globals().items())
            if name.isupper() and isinstance(value, str) and "/" in value
            and not value.startswith(CURRENT_CR + "/"))
CR_ALL = tuple(value for name, value in sorted(globals().items())
               if name.isupper() and isinstance(value, str) and value.startswith(CURRENT_CR + "/"))
