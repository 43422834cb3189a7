"""The deploy files put the database where each deploy style can write it, take the
token the way each one hands it over, and pass their own tools' checks."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path, PurePosixPath

import pytest

from bot.settings import Settings, load_settings

ROOT = Path(__file__).resolve().parents[2]
DEPLOY = ROOT / "deploy"
SETTING_NAMES = [name.upper() for name in Settings.model_fields]


def env_file(text: str) -> dict[str, str]:
    """KEY=VALUE lines as `docker run --env-file` and systemd's EnvironmentFile= read them."""
    found = {}
    for line in text.splitlines():
        line = line.strip()
        if line and not line.startswith(("#", ";")) and "=" in line:
            key, value = line.split("=", 1)
            found[key.strip()] = value
    return found


def directives(text: str, name: str) -> list[str]:
    prefix = f"{name}="
    return [line[len(prefix) :] for line in text.splitlines() if line.startswith(prefix)]


def resolve(
    monkeypatch: pytest.MonkeyPatch, env: dict[str, str], cwd: Path, workdir: PurePosixPath
) -> tuple[PurePosixPath, str]:
    """The database path (as the process in `workdir` sees it) and the token, with
    exactly `env` set and `cwd` as the directory Settings reads `.env` from."""
    for name in [*SETTING_NAMES, "CREDENTIALS_DIRECTORY"]:
        monkeypatch.delenv(name, raising=False)
    for key, value in env.items():
        monkeypatch.setenv(key, value)
    monkeypatch.chdir(cwd)
    settings = load_settings()
    return workdir / PurePosixPath(
        settings.database_path
    ), settings.discord_token.get_secret_value()


def filled_example(token: str = "") -> str:
    text = (ROOT / ".env.example").read_text()
    return text.replace("DISCORD_TOKEN=\n", f"DISCORD_TOKEN={token}\n")


def test_env_example_leaves_the_database_path_to_the_deploy_style() -> None:
    assert "DATABASE_PATH" not in env_file((ROOT / ".env.example").read_text())


def test_plain_checkout_with_env_keeps_the_database_under_data(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    (tmp_path / ".env").write_text(filled_example("tok-checkout"))
    where, token = resolve(monkeypatch, {}, tmp_path, PurePosixPath("/checkout"))
    assert where == PurePosixPath("/checkout/data/scheids.sqlite3")
    assert token == "tok-checkout"


def test_systemd_puts_the_database_in_its_state_directory_and_reads_the_credential(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    unit = (DEPLOY / "scheids.service").read_text()
    assert directives(unit, "StateDirectory") == ["scheids"]
    workdir = PurePosixPath(directives(unit, "WorkingDirectory")[0])
    assert workdir == PurePosixPath("/var/lib/scheids")
    env = dict(line.split("=", 1) for line in directives(unit, "Environment"))
    # EnvironmentFile= (the example copied to /etc/scheids) is read by systemd and
    # overrides Environment=; the token stays empty there and comes as a credential.
    env.update(env_file(filled_example()))
    credentials = tmp_path / "credentials"
    credentials.mkdir()
    (credentials / "discord_token").write_text("tok-credential\n")
    credential_name, source = directives(unit, "LoadCredential")[0].split(":", 1)
    assert credential_name == "discord_token" and source.startswith("/etc/scheids/")
    env["CREDENTIALS_DIRECTORY"] = str(credentials)
    # A root-only .env in the old place is never read: the working directory is elsewhere.
    state = tmp_path / "state"
    state.mkdir()
    where, token = resolve(monkeypatch, env, state, workdir)
    assert where == PurePosixPath("/var/lib/scheids/scheids.sqlite3")
    assert token == "tok-credential"


def test_a_token_in_the_environment_wins_over_the_credential(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    (tmp_path / "discord_token").write_text("tok-credential")
    env = {"CREDENTIALS_DIRECTORY": str(tmp_path), "DISCORD_TOKEN": "tok-env"}
    assert resolve(monkeypatch, env, tmp_path, PurePosixPath("/"))[1] == "tok-env"


def test_docker_env_file_puts_the_database_on_the_volume(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    dockerfile = (DEPLOY / "Dockerfile").read_text()
    image = dockerfile.split("\nFROM ")[-1]  # the runtime stage
    env: dict[str, str] = {}
    for block in image.split("\nENV ")[1:]:
        text = block.split("\nRUN ")[0].split("\nCOPY ")[0].replace("\\\n", " ")
        env.update(part.split("=", 1) for part in text.split())
    workdir = PurePosixPath(directives(image.replace("WORKDIR ", "WORKDIR="), "WORKDIR")[-1])
    env.update(env_file(filled_example("tok-docker")))  # docker run --env-file .env
    where, token = resolve(monkeypatch, env, tmp_path, workdir)
    assert where == PurePosixPath("/data/scheids.sqlite3")
    assert token == "tok-docker"
    compose = (DEPLOY / "compose.yaml").read_text()
    assert "DATABASE_PATH: /data/scheids.sqlite3" in compose


def test_bad_setting_exits_2_with_one_line_naming_it(tmp_path: Path) -> None:
    env = {"PATH": "", "PYTHONPATH": str(ROOT), "DISCORD_TOKEN": "x", "LOG_LEVEL": "loud"}
    done = subprocess.run(
        [sys.executable, "-m", "bot"], cwd=tmp_path, env=env, capture_output=True, text=True
    )
    assert done.returncode == 2
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and "LOG_LEVEL" in lines[0], done.stderr
    assert "Traceback" not in done.stderr


def test_systemd_unit_passes_systemd_analyze_verify(tmp_path: Path) -> None:
    tool = shutil.which("systemd-analyze")
    if tool is None:
        pytest.skip("systemd-analyze is not installed here")
    # The unit names the production interpreter; point it at one that exists here.
    unit = (DEPLOY / "scheids.service").read_text()
    copy = tmp_path / "scheids.service"
    copy.write_text(unit.replace("/opt/scheids/.venv/bin/python", sys.executable))
    done = subprocess.run([tool, "verify", str(copy)], capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "scheids.service" not in done.stderr, done.stderr


def compose_command() -> list[str] | None:
    """`docker compose` (the plugin), else the standalone `docker-compose`, else None."""
    docker = shutil.which("docker")
    if docker is not None:
        probe = subprocess.run([docker, "compose", "version"], capture_output=True, text=True)
        if probe.returncode == 0:
            return [docker, "compose"]
    standalone = shutil.which("docker-compose")
    return [standalone] if standalone is not None else None


def test_compose_file_passes_docker_compose_config(tmp_path: Path) -> None:
    compose = compose_command()
    if compose is None:
        pytest.skip("neither docker's compose plugin nor docker-compose is installed here")
    env_file_path = ROOT / ".env"
    made = not env_file_path.exists()
    if made:
        env_file_path.write_text(filled_example("tok"))
    try:
        done = subprocess.run(
            [*compose, "-f", str(DEPLOY / "compose.yaml"), "--profile", "scale", "config"],
            capture_output=True,
            text=True,
        )
    finally:
        if made:
            env_file_path.unlink()
    assert done.returncode == 0, done.stderr
    assert "/data/scheids.sqlite3" in done.stdout and "init: true" in done.stdout
    # The scale profile: two bot processes on two shard ranges, sharing PostgreSQL.
    assert "SHARD_IDS: '0'" in done.stdout and "SHARD_IDS: '1'" in done.stdout


def test_the_image_copies_every_package_the_project_installs() -> None:
    import tomllib

    project = tomllib.loads((ROOT / "pyproject.toml").read_text())
    packages = project["tool"]["setuptools"]["packages"]["find"]["include"]
    dockerfile = (DEPLOY / "Dockerfile").read_text()
    for pattern in packages:
        name = pattern.rstrip("*")
        assert f"COPY {name} ./{name}" in dockerfile, f"the image leaves out {name}/"
