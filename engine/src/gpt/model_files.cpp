// model_files: see attnlab/gpt/model_files.hpp (in progress)
