// gpt_config: see attnlab/gpt/gpt_config.hpp (in progress)
