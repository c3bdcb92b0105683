# Compiler settings shared by every Adjutant target: link `adjutant_options` privately.
add_library(adjutant_options INTERFACE)
target_compile_options(adjutant_options INTERFACE
  -Wall -Wextra -Wpedantic -Wshadow -Wnon-virtual-dtor -Wcast-align -Woverloaded-virtual
  -Wimplicit-fallthrough)
if(ADJUTANT_WERROR)
  target_compile_options(adjutant_options INTERFACE -Werror)
endif()

if(ADJUTANT_SANITIZE)
  # Applied globally so that every object, GoogleTest's main included, shares one runtime.
  add_compile_options(-fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined)
  add_link_options(-fsanitize=address,undefined)
endif()

if(ADJUTANT_COVERAGE)
  add_compile_options(--coverage -O0)
  add_link_options(--coverage)
endif()

# Precompiled headers for the heavy third-party headers (nlohmann/json, yaml-cpp, GoogleTest,
# OpenCV) and the standard library: on a two-core CI machine they are most of the compile time.
option(ADJUTANT_PCH "Precompile the heavy library headers" ON)
set(ADJUTANT_STD_HEADERS <algorithm> <cstdint> <filesystem> <functional> <map> <memory> <optional> <set>
    <span> <string> <string_view> <unordered_map> <utility> <variant> <vector>)
function(adjutant_precompile target)
  if(ADJUTANT_PCH)
    target_precompile_headers(${target} PRIVATE ${ADJUTANT_STD_HEADERS} ${ARGN})
  endif()
endfunction()
