"""Every string the static site's own pages show, one catalogue per page (English).

Another language reads the same catalogues through the ``ui`` translation catalogue (rulebook/locale, contexts
``site.<page>.<key>``): `text(page, lang)` gives them in `lang`, same shape, and an unknown code names the available
ones. Placeholders in braces are filled by the page that shows the string.
"""

from __future__ import annotations

from rulebook.core import i18n

LANGUAGE_NAMES = {"en": "English", "zh-Hant": "繁體中文"}
"""Each language by its own name: the index pages link to one another with these (never translated)."""

SITE = {
    "name": "rulebook",
    "nav_index": "All pages",
    "nav_tour": "Guided tour",
    "nav_rules": "Rules reference",
    "footer": "A static copy of the rulebook notebooks: every board, table and chart was computed by the tested "
              "rules engines when the notebooks were last run. These pages make no network request; copy the "
              "folder anywhere and open index.html.",
}
"""Strings shared by every page: the navigation bar and the footer."""

INDEX = {
    "title": "Learn Troyes, Tournay and Barbarian Attack",
    "intro": "Guided tours of the rules, a searchable rules reference with the FAQ, and the project's notebooks, "
             "readable in any browser without Python. To try moves of your own, run the app (make app) or open the "
             "notebooks in JupyterLab (make lab).",
    "start": "Start here",
    "tour_link": "Guided tour",
    "tour_about": "{steps} steps, each with its rules and the table before and after",
    "rules_link": "Rules reference",
    "rules_about": "{rules} rules and {cases} FAQ cases, searchable",
    "notebooks": "Notebooks",
    "more": "More notebooks",
}
"""The index page."""

TOUR = {
    "title": "{game}: the guided tour",
    "intro": "{steps} steps through the rules, as the walkthrough stepper shows them: what happens, which rules "
             "it shows, the moves played and the table before and after.",
    "contents": "Steps",
    "step": "Step {n} of {total}: {title}",
    "moves": "Moves played",
    "rules": "Rules shown",
    "before": "Before",
    "after": "After",
    "table": "The table",
    "board_alt": "{caption}, step {n}: {title}",
    "previous": "← Step {n}: {title}",
    "next": "Step {n}: {title} →",
    "top": "↑ Steps",
    "missing_rule": "(not in the rules registry)",
}
"""A game's static guided tour."""

RULES = {
    "title": "{game}: rules reference",
    "intro": "Every rule of the engine with its ID and where it comes from (seed: the game description the project "
             "was given; sourced: public material; ruling: our own decision, an option you can change), the steps "
             "of the guided tour that teach it, and the FAQ cases that rest on it. Type in the box to filter.",
    "filter_label": "Filter",
    "filter_placeholder": "a word or a rule ID, e.g. {example}",
    "count": "{rules} of {total_rules} rules, {cases} of {total_cases} FAQ cases",
    "nothing": "Nothing matches.",
    "rules_heading": "Rules",
    "faq_heading": "FAQ cases",
    "taught": "Taught in the tour:",
    "tour_step": "step {n} ({title})",
    "cases": "FAQ cases:",
    "question": "Q:",
    "ruling": "Ruling:",
    "rests_on": "Rules:",
}
"""A game's rules reference with its FAQ cases."""

NOTEBOOK = {
    "widget_note": "Interactive widget ({name}): it runs in the app (make app) or in JupyterLab (make lab), not "
                   "on this static page.",
}
"""What the notebook pages add to nbconvert's rendering."""

CATALOGUES = {"en": {"site": SITE, "index": INDEX, "tour": TOUR, "rules": RULES, "notebook": NOTEBOOK}}
"""Every page's strings in English, the source; the other languages translate them (`text`)."""


def text(page: str, lang: str = "en") -> dict[str, str]:
    """The strings of one page ("site", "index", "tour", "rules", "notebook") in language `lang`."""
    code = i18n.normalize(lang)
    english = CATALOGUES[i18n.SOURCE_LANGUAGE][page]
    if code == i18n.SOURCE_LANGUAGE:
        return english
    return i18n.translate_tree(english, i18n.UI_DOMAIN, f"site.{page}", code)
