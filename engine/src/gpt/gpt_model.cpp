// gpt_model: see attnlab/gpt/gpt_model.hpp (in progress)
