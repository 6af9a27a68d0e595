"""Web app fixtures: one app per session over the session's build of the embedded sources.

The build itself comes from the root conftest (`built_data`): `rulesdb.build.build` into a
temporary data folder, once per session. `create_app` opens it the way the server does.
"""

import pytest

from webapp import create_app


@pytest.fixture(scope="session")
def app(built_data):
    return create_app({"RULESDB_DATA": str(built_data), "TESTING": True})


@pytest.fixture
def client(app):
    return app.test_client()


@pytest.fixture
def get_json(client):
    """GET a URL that must answer 200 with JSON; returns the decoded body."""

    def get(url: str):
        response = client.get(url)
        assert response.status_code == 200, (
            url,
            response.status_code,
            response.get_data(as_text=True)[:300],
        )
        assert response.mimetype == "application/json"
        return response.get_json()

    return get
