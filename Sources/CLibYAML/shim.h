#ifndef FLOWGRAPH_CLIBYAML_SHIM_H
#define FLOWGRAPH_CLIBYAML_SHIM_H

// libyaml's event parser, which the model reader drives directly. Yams builds on libyaml but keeps its vendored
// copy (0.2.5) an internal module and exposes only the node tree it composes. SwiftPM puts that copy's include
// folder on the path of every target that depends on Yams, so this header is the vendored one, and the functions
// are the ones Yams links into every binary that reads models: no other libyaml is needed to build or to run.

#include <yaml.h>

#endif
