"""The players' words read as the rules' (rulesdb/search/vocabulary.yaml): each entry is whole words of the
rules, and a question in a player's words ranks the rule written in the rules' words higher with the
table than without it."""

import itertools
from pathlib import Path
from unittest import mock

import pytest
import yaml
from rank_of import rank_of
from shared_data import NRDB
from typed_forms import RELEASE

from rulesdb.nrdb import card_titles
from rulesdb.search import vocabulary
from rulesdb.search.index import stop_words
from rulesdb.search.lookup import find


@pytest.mark.parametrize("typed, read", [
    ("two consoles out", "two consoles installed"),
    ("can I jack out", "can I jack out"),  # a longer phrase that holds the word keeps its meaning
    ("I ran out of credits", "I ran out of credits"),
    ("not enough MU", "not enough memory"),
    ("is it still installed", "is it installed"),  # filler: it carries no rules word
    ("the Runner's discard pile", "the heap"),
    ("corp hand", "HQ"),
    ("face-down cards", "facedown cards"),
    # a word with two meanings at the table is read by the phrase around it
    ("can the corp kill me", "can the corp flatline me"),
    ("Rototurret kills a program", "Rototurret trashes a program"),
    ("do abilities on unrezzed cards still work", "do abilities on unrezzed cards active"),
    ("how does Sneakdoor Beta work", "how does Sneakdoor Beta"),
    # a card's title keeps its words: the table's words that are in titles are written as phrases
    ("Brain Chip", "Brain Chip"),
    ("brain damage", "core damage"),
    ("Rumor Mill", "Rumor Mill"),
    ("IP Block", "IP Block"),
    ("Flip Switch", "Flip Switch"),
    ("ive got a tag, won't it trigger", "got a tag, it trigger"),  # never "ice", never "won"
])
def test_a_player_s_phrase_becomes_the_rules_words(typed, read):
    assert vocabulary.in_rules_words(typed) == read


def test_every_entry_becomes_words_the_current_rules_use(db):
    stops = set(stop_words())
    for phrase, words in vocabulary.replacements().items():
        if words.lower() == phrase:  # a phrase kept as typed ("jack out", a card's title)
            continue
        for word in (w for w in words.lower().split() if w not in stops):
            found = db.find(word, limit=1, document=RELEASE)  # a rule's name ("mulligan") is found exactly
            assert found["exact"] or found["hits"], (phrase, word)


@pytest.mark.skipif(not NRDB.is_dir(), reason="no card data (RULESDB_NRDB)")
def test_every_card_title_keeps_its_words():
    """A card typed by name is searched by its printed words: a title that holds a word of the table
    ("Fire Wall", "Hard at Work") is in the table as itself, the longer phrase winning."""
    changed = {t: vocabulary.in_rules_words(t) for t in card_titles(NRDB) if vocabulary.in_rules_words(t) != t}
    assert changed == {}


@pytest.mark.sources
@pytest.mark.parametrize("question, rule", [
    ("three consoles out at once", "rule_install_console"),
    ("MU full new program", "rule_program_install_exceed_memory_limit"),
    ("are face down cards in archives hidden", "rule_archives_faceup_facedown"),
    # table talk: lying, decking, clearing tags, tutoring, dying, "right away", "on the outside"
    ("can the corp lie about an installed card", "rule_bluffing"),
    ("what happens if the corp decks out", "rule_rnd_empty_rnd"),
    ("how do i clear a tag", "rule_tagged_remove_tag"),
    ("can i tutor for a card", "rule_search"),
    ("does the runner lose if they die", "rule_flatline"),
    ("does the corp have to score an agenda right away", "rule_not_required_to_score"),
    ("new ice on the outside", "rule_ice_outermost_position"),
    ("can the game end in a tie", "rule_simultaneous_win"),
    ("if a card lets me install for free do i pay additional costs", "rule_ignore_all_costs"),
    ("who is allowed to peek at facedown cards in archives", "rule_archives_faceup_open_info"),
    ("when does a constant ability stop applying", "rule_static_ability"),  # the old name
    ("what happens at the start of the run", "rule_run_initiation_phase"),
])
def test_a_question_in_players_words_ranks_the_rule_higher_with_the_table(db, question, rule):
    with_table = rank_of(db, question, rule)
    with mock.patch.object(find, "in_rules_words", lambda text: text):
        without = rank_of(db, question, rule)
    assert with_table is not None and (without is None or with_table < without), (with_table, without)


def test_the_few_phrases_a_text_holds_match_as_the_whole_table_does(monkeypatch):
    """A one-shot search compiles only the phrases whose first word the text holds; a server, after a few
    texts, the whole table: both read every question of the players' set, and every phrase of the table
    typed in capitals among other words, the same way."""
    root = Path(__file__).parents[2]
    texts = [q["q"] for q in yaml.safe_load((root / "tests" / "data" / "player_questions.yaml").read_text("utf-8"))]
    texts += [f"when {p.upper()}\tfires, {p}-ish and {p}" for p in vocabulary.replacements()]

    def read(read_before: int) -> list[str]:
        answers = []
        for text in texts:
            monkeypatch.setattr(vocabulary, "_READ", itertools.count(read_before))
            answers.append(vocabulary.in_rules_words(text))
        return answers

    few, whole = read(1), read(vocabulary.FEW + 1)
    assert few == whole and sum(a != t for a, t in zip(few, texts, strict=True)) > 300
