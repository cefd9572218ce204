"""A game's rules reference as one static page: every rule (ID, tag, title, text, the tour steps that teach it, the
FAQ cases that cite it), then every FAQ case (question, ruling, the rules it rests on), all cross-linked, with a
filter box (a few lines of inline JavaScript, nothing loaded from anywhere).

Built from the engine's public data only: RULES, FAQ, WALKTHROUGH and TITLE.
"""

from __future__ import annotations

import html
from pathlib import Path
from types import ModuleType

from .layout import page, tag_html
from .localized import localized_game
from .text import text

FILTER_SCRIPT = """<script>
/* The filter box: show only the rules and FAQ cases whose text holds every word typed (IDs included). */
(function () {
  var box = document.getElementById("rb-filter"), count = document.getElementById("rb-count");
  var nothing = document.getElementById("rb-nothing");
  var rules = Array.prototype.slice.call(document.querySelectorAll(".rb-rule"));
  var cases = Array.prototype.slice.call(document.querySelectorAll(".rb-case"));
  function keep(items, terms) {
    return items.filter(function (item) {
      var hit = terms.every(function (term) { return item.dataset.search.indexOf(term) >= 0; });
      item.classList.toggle("rb-hidden", !hit);
      return hit;
    }).length;
  }
  function apply() {
    var terms = box.value.toLowerCase().split(/\\s+/).filter(Boolean);
    var r = keep(rules, terms), c = keep(cases, terms);
    count.textContent = count.dataset.template.replace("{rules}", r).replace("{total_rules}", rules.length)
      .replace("{cases}", c).replace("{total_cases}", cases.length);
    document.getElementById("rules").classList.toggle("rb-hidden", r === 0);
    document.getElementById("faq").classList.toggle("rb-hidden", c === 0);
    nothing.classList.toggle("rb-hidden", r + c > 0);
  }
  box.addEventListener("input", apply);
  apply();
})();
</script>
"""


def _search_text(*parts: str) -> str:
    return html.escape(" ".join(parts).lower(), quote=True)


def rule_html(rule, module: ModuleType, words: dict[str, str]) -> str:
    """One rule with links to the tour steps that teach it and the FAQ cases that cite it."""
    tour = module.WALKTHROUGH
    steps = ", ".join(f"<a href='tour.html#step-{i + 1}'>"
                      f"{html.escape(words['tour_step'].format(n=i + 1, title=tour[i].title))}</a>"
                      for i in tour.steps_teaching(rule.id))
    cases = ", ".join(f"<a href='#{html.escape(case.id)}'>{html.escape(case.id)}</a>"
                      for case in module.FAQ.citing(rule.id))
    refs = "".join(f"<p class='rb-refs'>{html.escape(label)} {links}</p>"
                   for label, links in ((words["taught"], steps), (words["cases"], cases)) if links)
    return (f"<article class='rb-entry rb-rule' id='{html.escape(rule.id)}' "
            f"data-search='{_search_text(rule.id, rule.tag, rule.title, rule.text)}'>"
            f"<p><a href='#{html.escape(rule.id)}'><code>{html.escape(rule.id)}</code></a> "
            f"<b>{html.escape(rule.title)}</b> {tag_html(rule.tag)}</p><p>{html.escape(rule.text)}</p>{refs}</article>")


def case_html(case, module: ModuleType, words: dict[str, str]) -> str:
    """One FAQ case: question, ruling and the rules it rests on."""
    rules = ", ".join(f"<a href='#{html.escape(rule_id)}'><code>{html.escape(rule_id)}</code></a>"
                      if rule_id in module.RULES else f"<code>{html.escape(rule_id)}</code>"
                      for rule_id in case.rule_ids)
    search = _search_text(case.id, case.provenance, case.title, case.question, case.ruling, *case.rule_ids)
    return (f"<article class='rb-entry rb-case' id='{html.escape(case.id)}' data-search='{search}'>"
            f"<p><a href='#{html.escape(case.id)}'><code>{html.escape(case.id)}</code></a> "
            f"<b>{html.escape(case.title)}</b> {tag_html(case.provenance)}</p>"
            f"<p><b>{html.escape(words['question'])}</b> {html.escape(case.question)}</p>"
            f"<p><b>{html.escape(words['ruling'])}</b> {html.escape(case.ruling)}</p>"
            f"<p class='rb-refs'>{html.escape(words['rests_on'])} {rules}</p></article>")


def rules_page(game: str, module: ModuleType, folder: Path, lang: str = "en") -> Path:
    """Write `folder/rules.html`; return its path."""
    words = text("rules", lang)
    module = localized_game(module, lang)
    rules, faq = list(module.RULES), list(module.FAQ)
    title = words["title"].format(game=module.TITLE)
    example = rules[len(rules) // 2].id
    count = words["count"]
    counted = count.format(rules=len(rules), total_rules=len(rules), cases=len(faq), total_cases=len(faq))
    body = (f"<h1>{html.escape(title)}</h1>\n<p class='rb-intro'>{html.escape(words['intro'])}</p>\n"
            f"<div class='rb-filter'><label for='rb-filter'>{html.escape(words['filter_label'])}</label>"
            f"<input type='search' id='rb-filter' autocomplete='off' "
            f"placeholder='{html.escape(words['filter_placeholder'].format(example=example))}'>"
            f"<div class='rb-count' id='rb-count' data-template='{html.escape(count)}'>"
            f"{html.escape(counted)}</div></div>\n"
            f"<p id='rb-nothing' class='rb-hidden'>{html.escape(words['nothing'])}</p>\n"
            f"<section id='rules'><h2>{html.escape(words['rules_heading'])}</h2>\n"
            + "\n".join(rule_html(rule, module, words) for rule in rules)
            + f"</section>\n<section id='faq'><h2>{html.escape(words['faq_heading'])}</h2>\n"
            + "\n".join(case_html(case, module, words) for case in faq) + "</section>")
    path = folder / "rules.html"
    path.write_text(page(title, body, depth=1, game=game, lang=lang, script=FILTER_SCRIPT), encoding="utf-8")
    return path
