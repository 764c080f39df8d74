"""The rule families, one module each; importing a module registers its rules."""
