def render_svg(st): return "<svg/>"
def render_html(st): return render_svg(st)
