"""Which language the `scheids` command speaks: `--lang`, else the locale, else English.

The locale is read as the C library reads it for messages: the first of
`LC_ALL`, `LC_MESSAGES` and `LANG` that is set and not empty decides.
"""

from __future__ import annotations

import argparse
import os
from collections.abc import Callable, Mapping, Sequence

from i18n import DEFAULT, LANGUAGES, NAMES, Language, language_of, tr

LOCALE_VARIABLES = ("LC_ALL", "LC_MESSAGES", "LANG")
# Languages typed as names, in English and in themselves.
SPELLED_OUT: dict[str, Language] = {
    "english": "en",
    "engels": "en",
    "dutch": "nl",
    "nederlands": "nl",
}


def from_environment(env: Mapping[str, str] | None = None) -> Language:
    """The language the locale asks for (`nl_NL.UTF-8` is Dutch); English without one."""
    env = os.environ if env is None else env
    for name in LOCALE_VARIABLES:
        value = env.get(name)
        if value:
            return language_of(value)
    return DEFAULT


def parse_language(text: str) -> Language | None:
    """`nl`, `NL`, `nl_NL.UTF-8`, `nl-BE` or `Nederlands` -> `nl`; None for a language we lack."""
    typed = text.strip().lower()
    if typed in SPELLED_OUT:
        return SPELLED_OUT[typed]
    code = typed.replace("-", "_").split(".")[0].split("_")[0]
    return next((lang for lang in LANGUAGES if lang == code), None)


def language_arg(lang: Language) -> Callable[[str], Language]:
    """An argparse type for `--lang`; its refusal is written in `lang`."""

    def read(text: str) -> Language:
        found = parse_language(text)
        if found is None:
            choices = ", ".join(f"{code} ({NAMES[code]})" for code in LANGUAGES)
            raise argparse.ArgumentTypeError(
                tr(
                    lang,
                    "unknown language {lang}; choose from: {choices}",
                    lang=repr(text),
                    choices=choices,
                )
            )
        return found

    return read


def requested(argv: Sequence[str], env: Mapping[str, str] | None = None) -> Language:
    """The language of a command line, read before argparse runs, so that its own
    complaints (an unknown game, a bad level) are already in that language."""
    default = from_environment(env)
    for i, arg in enumerate(argv):
        if arg == "--":
            break
        if arg == "--lang" and i + 1 < len(argv):
            return parse_language(argv[i + 1]) or default
        if arg.startswith("--lang="):
            return parse_language(arg.partition("=")[2]) or default
    return default


def add_language_option(parser: argparse.ArgumentParser, lang: Language) -> None:
    choices = " or ".join(f"{code} ({NAMES[code]})" for code in LANGUAGES)
    parser.add_argument(
        "--lang",
        type=language_arg(lang),
        default=lang,
        metavar="LANG",
        help=f"the language to speak: {choices}; default from LC_ALL, LC_MESSAGES or LANG",
    )
