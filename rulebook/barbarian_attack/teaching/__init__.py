"""Teaching material: the guided tour (`walkthrough.py`) and the FAQ cases by topic (`faq_<topic>.py`, gathered by
`faq.py`), each case an executable script built on the public position builder."""
