"""An ability offering cards to install offers only those the Runner could install (`searches.installable`); the
question's notes say why each card of the type asked for is left out, from the same check
(`searches.why_not`): the install cost the Runner cannot pay, with what they hold, or the memory they lack."""


CYBERFEEDER_PAYS = "icebreakers and virus installs"  # its credit source's own words (cards/hardware/c.py)


def post(client, board):
    return client.post("/api/table", json=board).get_json()


def test_mass_install_says_the_runner_cannot_pay_femme_fatales_install_cost(client):
    board = {"runner": {"credits": 8, "grip": ["Mass Install", "Femme Fatale", "Corroder"]},
             "actions": [{"runner": "play Mass Install"}]}
    asked = post(client, board)["question"]
    assert (asked["name"], asked["options"]) == ("Mass Install target", ["Corroder", "no"])
    assert asked["notes"] == [
        "Femme Fatale: the Runner cannot pay its 9[c] install cost (the Runner has 7[c] in the credit pool)"]


def test_cyberfeeders_credit_is_named_as_one_that_cannot_pay_to_install_femme_fatale(client):
    """Cyberfeeder's credit pays "for using icebreakers or for installing virus programs": installing Femme Fatale
    is neither (cr/rule_hosted_credits), so 7[c] in the pool and 1[c] on Cyberfeeder still leave her out."""
    board = {"runner": {"credits": 8, "grip": ["Mass Install", "Femme Fatale", "Corroder"],
                        "rig": [{"card": "Cyberfeeder", "counters": {"credits": 1}}]},
             "actions": [{"runner": "play Mass Install"}]}
    asked = post(client, board)["question"]
    assert asked["notes"] == [
        "Femme Fatale: the Runner cannot pay its 9[c] install cost (the Runner has 7[c] in the credit pool; "
        f"Cyberfeeder's 1[c] pay only for {CYBERFEEDER_PAYS})"]


def test_test_run_says_magnum_opus_cannot_fit_the_memory_limit(client):
    board = {"runner": {"credits": 3, "memory_limit": 1, "grip": ["Test Run"], "stack": ["Magnum Opus", "Corroder"]},
             "actions": [{"runner": "play Test Run"}], "decisions": {"Test Run choice": "stack"}}
    asked = post(client, board)["question"]
    assert (asked["name"], asked["options"]) == ("Test Run target", ["Corroder", "no"])
    assert asked["notes"] == ["Magnum Opus: not enough memory even after trashing every installed program (it needs "
                              "2[MU], the memory limit is 1)"]


def test_monolith_counts_its_4_credits_off_before_saying_a_program_cannot_be_paid_for(client):
    board = {"runner": {"credits": 19, "grip": ["Monolith", "Femme Fatale", "Corroder"]},
             "actions": [{"runner": "install Monolith"}]}
    asked = post(client, board)["question"]
    assert (asked["name"], asked["options"]) == ("Monolith target", ["Corroder", "no"])
    assert asked["notes"] == ["Femme Fatale: the Runner cannot pay its 9[c] install cost, 5[c] after 4[c] less "
                              "(the Runner has 1[c] in the credit pool)"]


def test_scavenge_names_the_pile_of_the_program_it_leaves_out(client):
    board = {"runner": {"credits": 2, "grip": ["Scavenge", "Femme Fatale"], "rig": ["Corroder"],
                        "heap": ["Magnum Opus"]},
             "actions": [{"runner": "play Scavenge"}], "decisions": {"Scavenge cost": "Corroder"}}
    only = [s["text"] for s in post(client, board)["trace"] if s["text"].startswith("Scavenge's only target")]
    assert only == [  # the one card it could install is taken without asking, the others' reasons in that step
        "Scavenge's only target is Corroder (heap). Not an option: Femme Fatale (grip): the Runner cannot pay its 9[c] "
        "install cost, 7[c] after 2[c] less (the Runner has 2[c] in the credit pool); Magnum Opus (heap): the Runner "
        "cannot pay its 5[c] install cost, 3[c] after 2[c] less (the Runner has 2[c] in the credit pool)."]


def test_the_artist_says_magnum_opus_cannot_fit_and_leaves_out_a_resource_unasked(client):
    """The Artist installs "1 program or piece of hardware": Magnum Opus is noted, Ice Analyzer (a resource) is not
    a card of the type asked for, so it gets no note."""
    board = {"runner": {"credits": 5, "memory_limit": 1, "grip": ["Magnum Opus", "Corroder", "Ice Analyzer"],
                        "rig": ["The Artist"]}, "actions": [{"runner": "use The Artist ability 2"}]}
    only = [s["text"] for s in post(client, board)["trace"] if s["text"].startswith("The Artist's only target")]
    assert only == ["The Artist's only target is Corroder. Not an option: Magnum Opus: not enough memory even after "
                    "trashing every installed program (it needs 2[MU], the memory limit is 1)."]


def test_the_artist_cannot_install_corroder_the_runner_cannot_pay_for(client):
    """"Install 1 program ..., paying 1[c] less": Corroder's 2[c] less 1[c] is still 1[c], and the Runner has none;
    The Artist offered it (its check ignored costs) and installed it for nothing."""
    board = {"runner": {"credits": 0, "grip": ["Corroder"], "rig": ["The Artist"]},
             "actions": [{"runner": "use The Artist ability 2"}]}
    ruling = post(client, board)
    assert "question" not in ruling
    assert ruling["verdict"] == ["The Artist's ability: no program or hardware in the grip can be installed (Corroder: "
                                 "the Runner cannot pay its 2[c] install cost, 1[c] after 1[c] less (the Runner has 0[c] "
                                 "in the credit pool))."]
