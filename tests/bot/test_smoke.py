from typing import Any


async def test_new_lobby(world: dict[str, Any]) -> None:
    ch, alice = world["channel"], world["alice"]
    res = await alice.slash(ch, "game new", game="highcard")
    assert res.acknowledged
    print(res.response.content)
    print(res.response.components)
