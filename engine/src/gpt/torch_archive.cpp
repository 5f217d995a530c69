// torch_archive: see attnlab/gpt/torch_archive.hpp (in progress)
