# Checks that no source folder includes a folder that stands above it.
# Run: cmake -DROOT=<source dir> -P cmake/check_layers.cmake (a ctest, `layers`).
# The orders below are the architecture (docs/architecture.md), bottom first;
# a file may include its own folder and the folders listed before it.
cmake_minimum_required(VERSION 3.25)

# `bases`: the folders whose subfolders are the layers; `prefix`: the regex of
# an include's leading part that names a layer too (the engine's public
# headers, "attnlab/FOLDER/…", are ranked by FOLDER alike; ui/ has none).
function(check_layers bases order prefix)
  set(failures "")
  set(rank 0)
  foreach(folder IN LISTS order)
    set(rank_${folder} ${rank})
    math(EXPR rank "${rank} + 1")
  endforeach()
  foreach(folder IN LISTS order)
    set(files "")
    foreach(base IN LISTS bases)
      file(GLOB more ${ROOT}/${base}/${folder}/*.cpp ${ROOT}/${base}/${folder}/*.hpp)
      list(APPEND files ${more})
    endforeach()
    foreach(f IN LISTS files)
      file(STRINGS ${f} lines REGEX "^#include \"(${prefix})?[a-z_]+/")
      foreach(line IN LISTS lines)
        string(REGEX REPLACE "^#include \"(${prefix})?([a-z_]+)/.*" "\\2" target "${line}")
        if(DEFINED rank_${target} AND rank_${target} GREATER rank_${folder})
          file(RELATIVE_PATH rel ${ROOT} ${f})
          list(APPEND failures "${rel}: ${line} (${folder}/ stands below ${target}/)")
        endif()
      endforeach()
    endforeach()
  endforeach()
  set(all_failures ${all_failures} ${failures} PARENT_SCOPE)
endfunction()

set(all_failures "")
# The engine: its sources (engine/src/F) and its public headers (engine/include/attnlab/F) by folder.
check_layers("engine/src;engine/include/attnlab" "support;io;words;attention;model;gpt;lesson;scene;training;exchange" "attnlab/")
check_layers("ui" "style;i18n;viewdata;document;commands;files;lesson;models;widgets;figures;export;authoring;panes;training;realmodel;accessibility" "-")
# The engine as a whole stands below ui/ and app/.
file(GLOB_RECURSE engine_files ${ROOT}/engine/*.cpp ${ROOT}/engine/*.hpp)
foreach(f IN LISTS engine_files)
  file(STRINGS ${f} lines REGEX "^#include [<\"](Q[A-Za-z]+|(style|viewdata|document|commands|files|models|widgets|figures|export|authoring|panes)/)")
  foreach(line IN LISTS lines)
    file(RELATIVE_PATH rel ${ROOT} ${f})
    list(APPEND all_failures "${rel}: ${line} (the engine includes nothing of Qt or ui/)")
  endforeach()
endforeach()

if(all_failures)
  list(JOIN all_failures "\n  " text)
  message(FATAL_ERROR "includes that run upward:\n  ${text}")
endif()
message(STATUS "layers: no include runs upward")
