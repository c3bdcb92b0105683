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
