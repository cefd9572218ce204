from rulebook.core import RandomBot
BOTS = {"random": RandomBot}
