"""judges: the Judge interface and its implementations (OpenAI-compatible endpoints, in-process
llama.cpp, replayed predictions, reference judges), addressed by spec strings."""
