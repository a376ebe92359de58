// LawCheck: the property-based law-checking engine. See README.md.
