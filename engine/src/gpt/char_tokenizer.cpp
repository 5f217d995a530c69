// char_tokenizer: see attnlab/gpt/char_tokenizer.hpp (in progress)
