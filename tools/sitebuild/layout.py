"""The frame of the site's own pages (index, tours, rules references) and the style sheet every page links."""

from __future__ import annotations

import html

from .text import text

STYLE = """/* The static site's own look: the index, tours and rules references, and the bar above each notebook. */
body.rb-site{margin:0;font:16px/1.55 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif;
  color:#1f2328;background:#fff}
.rb-site main{max-width:1120px;margin:0 auto;padding:8px 20px 40px}
.rb-site h1{font-size:1.9em;margin:.4em 0 .3em}
.rb-site h2{font-size:1.35em;margin:1.2em 0 .4em}
.rb-site a{color:#0550ae;text-decoration:none}
.rb-site a:hover{text-decoration:underline}
.rb-site code{font:.9em ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;background:#f3f4f6;padding:0 .25em;
  border-radius:4px}
.rb-nav{display:flex;flex-wrap:wrap;gap:18px;align-items:baseline;padding:10px 20px;background:#24292f;
  font:15px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif}
body.jp-Notebook{margin:0}
.jp-Notebook > .rb-nav{margin:-10px -10px 16px}
.rb-languages{float:right;margin:0;font-size:1.05em}
.rb-nav a{color:#fff;text-decoration:none}
.rb-nav a:hover{text-decoration:underline}
.rb-nav .rb-brand{font-weight:700;margin-right:8px}
.rb-footer{max-width:1120px;margin:0 auto;padding:16px 20px 30px;color:#57606a;font:13px/1.5 system-ui,sans-serif;
  border-top:1px solid #d0d7de}
.rb-intro{max-width:62em;color:#373e47}
.rb-games{display:grid;grid-template-columns:repeat(auto-fit,minmax(300px,1fr));gap:16px}
.rb-card{border:1px solid #d0d7de;border-radius:8px;padding:4px 16px 12px;background:#fafbfc}
.rb-card ul{padding-left:1.1em;margin:.3em 0}
.rb-about{color:#57606a;font-size:.9em}
.rb-toc{columns:2 340px;padding-left:1.6em}
.rb-step{border-top:1px solid #d0d7de;padding-top:.4em;margin-top:1.6em}
.rb-step h2{margin-top:.4em}
.rb-rules-list{padding-left:1.1em}
.rb-boards{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,var(--rb-board-min,420px)),1fr));
  gap:14px;margin:.8em 0}
.rb-boards figure{margin:0;border:1px solid #d0d7de;border-radius:6px;padding:6px;background:#fff}
.rb-boards img{width:100%;height:auto;display:block}
.rb-boards figcaption{font-weight:600;font-size:.9em;margin-bottom:4px}
.rb-stepnav{display:flex;justify-content:space-between;gap:12px;font-size:.95em;margin-top:.6em}
.rb-tag{display:inline-block;font-size:.75em;padding:0 .5em;border-radius:10px;border:1px solid;vertical-align:1px}
.rb-tag-seed{color:#1a7f37;border-color:#1a7f37}
.rb-tag-sourced{color:#0550ae;border-color:#0550ae}
.rb-tag-ruling{color:#9a6700;border-color:#9a6700}
.rb-filter{position:sticky;top:0;background:#fff;padding:10px 0;border-bottom:1px solid #d0d7de;z-index:1}
.rb-filter input{font:inherit;width:min(34em,90%);padding:6px 10px;border:1px solid #8c959f;border-radius:6px}
.rb-filter label{font-weight:600;margin-right:8px}
.rb-count{color:#57606a;font-size:.9em;margin-top:4px}
.rb-entry{padding:8px 0;border-bottom:1px solid #eaeef2}
.rb-entry p{margin:.2em 0}
.rb-entry .rb-refs{font-size:.9em;color:#57606a}
.rb-entry{scroll-margin-top:110px}
.rb-entry:target{background:#fff8c5}
.rb-hidden{display:none}
.rb-widget-note{border:1px dashed #8c959f;border-radius:6px;padding:8px 12px;color:#57606a;background:#f6f8fa;
  font:14px/1.5 system-ui,sans-serif}
"""
"""Written once to assets/site.css."""


def nav_html(depth: int, game: str | None = None, lang: str = "en") -> str:
    """The bar at the top of every page: the index, and a game's tour and rules reference when on a game's page."""
    words, up = text("site", lang), "../" * depth
    links = [f"<a class='rb-brand' href='{up}index.html'>{html.escape(words['name'])}</a>",
             f"<a href='{up}index.html'>{html.escape(words['nav_index'])}</a>"]
    if game:
        links += [f"<a href='{up}{game}/tour.html'>{html.escape(words['nav_tour'])}</a>",
                  f"<a href='{up}{game}/rules.html'>{html.escape(words['nav_rules'])}</a>"]
    return f"<nav class='rb-nav'>{''.join(links)}</nav>"


def page(title: str, body: str, depth: int, game: str | None = None, lang: str = "en", script: str = "") -> str:
    """A whole page of the site: head with the shared style sheet, the navigation bar, `body`, the footer."""
    up = "../" * depth
    return (f"<!DOCTYPE html>\n<html lang='{lang}'>\n<head>\n<meta charset='utf-8'>\n"
            "<meta name='viewport' content='width=device-width, initial-scale=1'>\n"
            f"<title>{html.escape(title)}</title>\n<link rel='stylesheet' href='{up}assets/site.css'>\n</head>\n"
            f"<body class='rb-site'>\n{nav_html(depth, game, lang)}\n<main>\n{body}\n</main>\n"
            f"<footer class='rb-footer'>{html.escape(text('site', lang)['footer'])}</footer>\n"
            f"{script}</body>\n</html>\n")


def tag_html(tag: str) -> str:
    """A rule's or FAQ case's provenance as a small coloured label."""
    return f"<span class='rb-tag rb-tag-{html.escape(tag)}'>{html.escape(tag)}</span>" if tag else ""
