"""Teaching material: the guided tour (`walkthrough`) and the FAQ cases (`faq`, written by topic in `faq_*`)."""
