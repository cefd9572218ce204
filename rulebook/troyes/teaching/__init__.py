"""Teaching material built on the engine: the guided tour (`walkthrough.py`) and the FAQ cases by topic
(`faq.py` gathers the `faq_<topic>.py` modules)."""
