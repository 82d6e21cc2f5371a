"""The table over the network, without Qt: what goes on the wire and how it is read back."""
