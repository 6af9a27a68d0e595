"""Where an ability may install a card: an asset or agenda only in a remote server's root, so the question offers
only those (the Table's 'install where' listed the central servers, each then refused)."""

import pytest

from rulesdb.errors import DecisionNeeded
from tests.engine.card_play import at, scenario, traced


def test_an_ability_installing_an_asset_offers_only_remote_servers(tmp_path):
    """Architect Deployment Test installing PAD Campaign asked 'install where' with HQ, R&D and Archives among the
    options, each then refused: an asset goes only in a remote server's root (cr/rule_agenda_asset_root_remote_server),
    so only the remotes are offered; ice it installs may still go anywhere."""
    corp = {"credits": 0, "rd": ["PAD Campaign", "Ice Wall", "Hedge Fund"],
            "servers": {"Server 1": {"root": [{"card": "Architect Deployment Test", "advancement": 4}]}}}
    answers = {"score Architect Deployment Test": "yes"}
    # a new remote is then the one place left: the install the instruction requires goes there without asking
    asset = scenario(tmp_path, turn="corp", corp=corp, actions=[{"corp": "gain credit"}],
                     decisions={**answers, "Architect Deployment Test install": "PAD Campaign"}, name="asset")
    assert traced(asset, "Architect Deployment Test's only place to install is new remote.")
    assert at(asset, "corp.servers.Server 1.root") == ["PAD Campaign"]  # Server 1 ceased to exist as it emptied
    with pytest.raises(DecisionNeeded) as asked:
        scenario(tmp_path, turn="corp", corp=corp, actions=[{"corp": "gain credit"}],
                 decisions={**answers, "Architect Deployment Test install": "Ice Wall"}, name="ice")
    assert asked.value.options == ["HQ", "R&D", "Archives", "new remote"]


def test_a_card_whose_text_says_remote_server_only_is_offered_no_central_server(tmp_path):
    """Tranquility Home Grid says "Remote server only." (a restriction, cr/rule_act_restriction): an upgrade may
    otherwise go in any root, so the question listed HQ, R&D and Archives, each refused once answered; only a remote
    is offered now, and with none left a new remote is the one place, taken without asking."""
    corp = {"credits": 0, "rd": ["Tranquility Home Grid", "Hedge Fund"],
            "servers": {"Server 1": {"root": [{"card": "Architect Deployment Test", "advancement": 4}]}}}
    result = scenario(tmp_path, turn="corp", corp=corp, actions=[{"corp": "gain credit"}],
                      decisions={"score Architect Deployment Test": "yes",
                                 "Architect Deployment Test install": "Tranquility Home Grid"})
    assert traced(result, "Architect Deployment Test's only place to install is new remote.")
    assert at(result, "corp.servers.Server 1.root") == ["Tranquility Home Grid"]


def test_eminent_domain_offers_an_asset_it_found_only_remote_servers(tmp_path):
    """Eminent Domain, scored, finds PAD Campaign and must install it: an asset goes only in a remote server's root
    (cr/rule_agenda_asset_root_remote_server), so "Eminent Domain install where" offers Server 2 and a new remote,
    never the central servers it listed before."""
    corp = {"credits": 0, "rd": ["PAD Campaign", "Ice Wall"],
            "servers": {"Server 1": {"root": [{"card": "Eminent Domain", "advancement": 3}]},
                        "Server 2": {"root": ["Hostile Takeover"]}}}
    with pytest.raises(DecisionNeeded) as asked:
        scenario(tmp_path, turn="corp", corp=corp, actions=[{"corp": "gain credit"}],
                 decisions={"score Eminent Domain": "yes", "use Eminent Domain": "yes",
                            "Eminent Domain target": "PAD Campaign"})
    assert (asked.value.name, asked.value.options) == ("Eminent Domain install where", ["Server 2", "new remote"])
