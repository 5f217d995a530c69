// torch_pickle: see attnlab/gpt/torch_pickle.hpp (in progress)
