// bpe_tokenizer: see attnlab/gpt/bpe_tokenizer.hpp (in progress)
