// gpt_pass: see attnlab/gpt/gpt_pass.hpp (in progress)
