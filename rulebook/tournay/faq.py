from rulebook.core import FAQ as _FAQ
FAQ = _FAQ([])
