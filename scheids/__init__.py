"""scheids front ends that are not Discord: the CLI, the terminal table, simulations."""
