import FlowRules
import Foundation
import Testing
@testable import FlowReporters

@Suite("sarif reporter")
struct SARIFReporterTests {
    @Test("valid against the official SARIF 2.1.0 schema, with and without findings", arguments: [AwkwardFindings.all.count, 0])
    func schema(findingCount: Int) throws {
        let findings = Array(AwkwardFindings.all.prefix(findingCount))
        let violations = try SARIFSchemaValidator.violations(in: try SARIFReporter().report(findings))
        #expect(violations == [])
    }

    @Test("the validator really validates: a log without version and tool is rejected")
    func validatorRejects() throws {
        let violations = try SARIFSchemaValidator.violations(in: #"{"runs": [{"results": []}]}"#)
        #expect(violations.contains { $0.contains("'version' is a required property") })
        #expect(violations.contains { $0.contains("'tool' is a required property") })
    }

    @Test("every rule described, each result pointing at its descriptor, info and note as note")
    func golden() throws {
        #expect(try SARIFReporter().report(AwkwardFindings.all) == #"""
        {
          "$schema" : "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json",
          "runs" : [
            {
              "results" : [
                {
                  "level" : "note",
                  "message" : {
                    "text" : "action 'didKnock' of screen \"door\" is never sent; 50% & more\r\n*bold* `code` _x_ [link](y)"
                  },
                  "ruleId" : "unused_action",
                  "ruleIndex" : 11
                },
                {
                  "level" : "warning",
                  "locations" : [
                    {
                      "physicalLocation" : {
                        "artifactLocation" : {
                          "uri" : "Sources/My%20Screens/Loop.swift"
                        },
                        "region" : {
                          "startColumn" : 5,
                          "startLine" : 3
                        }
                      }
                    }
                  ],
                  "message" : {
                    "text" : "navigation cycle grows the stack:\nloop -> ]]> -> loop"
                  },
                  "ruleId" : "navigation_cycle",
                  "ruleIndex" : 3
                },
                {
                  "level" : "error",
                  "locations" : [
                    {
                      "physicalLocation" : {
                        "artifactLocation" : {
                          "uri" : "Sources/Shop%2C%20Inc/Check%3Aout.swift"
                        },
                        "region" : {
                          "startColumn" : 10,
                          "startLine" : 12
                        }
                      }
                    }
                  ],
                  "message" : {
                    "text" : "screen '<script>alert(\"x\")</script>' of ShopCoordinator is not reachable | 100% sure"
                  },
                  "ruleId" : "unreachable_screen",
                  "ruleIndex" : 9
                },
                {
                  "level" : "note",
                  "locations" : [
                    {
                      "physicalLocation" : {
                        "artifactLocation" : {
                          "uri" : "Sources/Shop%2C%20Inc/Check%3Aout.swift"
                        },
                        "region" : {
                          "startColumn" : 3,
                          "startLine" : 40
                        }
                      }
                    }
                  ],
                  "message" : {
                    "text" : "could not resolve the destination of present(makePath(), mode: .push)"
                  },
                  "ruleId" : "unresolved_navigation",
                  "ruleIndex" : 10
                }
              ],
              "tool" : {
                "driver" : {
                  "name" : "flowgraph",
                  "rules" : [
                    {
                      "defaultConfiguration" : {
                        "level" : "error"
                      },
                      "fullDescription" : {
                        "text" : "A dismiss(to:) from a screen where the target can never be below it on the stack."
                      },
                      "help" : {
                        "text" : "A dismiss(to:) from a screen where the target can never be below it on the stack. Dismiss to a screen that is on the stack below this one on every way here, or use showRoot() or a plain dismiss() instead. (Rule id invalid_dismiss_target, default severity error.)"
                      },
                      "id" : "invalid_dismiss_target",
                      "name" : "InvalidDismissTarget",
                      "shortDescription" : {
                        "text" : "A dismiss(to:) from a screen where the target can never be below it on the stack"
                      }
                    },
                    {
                      "defaultConfiguration" : {
                        "level" : "error"
                      },
                      "fullDescription" : {
                        "text" : "A screen its coordinator cannot build (no case, or only a default/fatalError arm)."
                      },
                      "help" : {
                        "text" : "A screen its coordinator cannot build (no case, or only a default/fatalError arm). Add a case for the screen to the coordinator's build switch (buildView, navigationDestination or view-controller factory) that returns its view; do not leave it to default: or fatalError. (Rule id missing_build_case, default severity error.)"
                      },
                      "id" : "missing_build_case",
                      "name" : "MissingBuildCase",
                      "shortDescription" : {
                        "text" : "A screen its coordinator cannot build (no case, or only a default/fatalError arm)"
                      }
                    },
                    {
                      "defaultConfiguration" : {
                        "level" : "error"
                      },
                      "fullDescription" : {
                        "text" : "A coordinator that nothing starts and that has no entry."
                      },
                      "help" : {
                        "text" : "A coordinator that nothing starts and that has no entry. Start the coordinator from a parent, load it at launch, or declare the way in (deep link, state restoration) as an extra entry in .flowgraph.yml. Where navigation calls were not followed, it is a note: one of them may start it. (Rule id missing_entry, default severity error.)"
                      },
                      "id" : "missing_entry",
                      "name" : "MissingEntry",
                      "shortDescription" : {
                        "text" : "A coordinator that nothing starts and that has no entry"
                      }
                    },
                    {
                      "defaultConfiguration" : {
                        "level" : "warning"
                      },
                      "fullDescription" : {
                        "text" : "A cycle in which every step pushes or presents and none pops, so the stack grows without bound."
                      },
                      "help" : {
                        "text" : "A cycle in which every step pushes or presents and none pops, so the stack grows without bound. Break the loop: make one step go back (dismiss, dismissTo, showRoot) or replace the stack instead of pushing again, or list the cycle under allowed_cycles when it is intended. (Rule id navigation_cycle, default severity warning.)"
                      },
                      "id" : "navigation_cycle",
                      "name" : "NavigationCycle",
                      "shortDescription" : {
                        "text" : "A cycle in which every step pushes or presents and none pops, so the stack grows without bound"
                      }
                    },
                    {
                      "defaultConfiguration" : {
                        "level" : "warning"
                      },
                      "fullDescription" : {
                        "text" : "A push from a screen that was presented modally without a navigation container."
                      },
                      "help" : {
                        "text" : "A push from a screen that was presented modally without a navigation container. Present the screen with a navigation container (addNavigation: true, or wrap it in a navigation controller/stack), or present the next screen modally instead of pushing it. (Rule id push_without_navigation, default severity warning.)"
                      },
                      "id" : "push_without_navigation",
                      "name" : "PushWithoutNavigation",
                      "shortDescription" : {
                        "text" : "A push from a screen that was presented modally without a navigation container"
                      }
                    },
                    {
                      "defaultConfiguration" : {
                        "level" : "warning"
                      },
                      "fullDescription" : {
                        "text" : "A Swift source that could not be read, so its navigation is missing."
                      },
                      "help" : {
                        "text" : "A Swift source that could not be read, so its navigation is missing. Save the file as UTF-8, make it readable, or exclude it in .flowgraph.yml when it is generated code over the size limit. (Rule id skipped_file, default severity warning.)"
                      },
                      "id" : "skipped_file",
                      "name" : "SkippedFile",
                      "shortDescription" : {
                        "text" : "A Swift source that could not be read, so its navigation is missing"
                      }
                    },
                    {
                      "defaultConfiguration" : {
                        "level" : "warning"
                      },
                      "fullDescription" : {
                        "text" : "A flowgraph:disable comment that suppresses no finding."
                      },
                      "help" : {
                        "text" : "A flowgraph:disable comment that suppresses no finding. Remove the comment, or correct the rule id it names; the finding it was written for is gone or elsewhere. (Rule id superfluous_disable_command, default severity warning.)"
                      },
                      "id" : "superfluous_disable_command",
                      "name" : "SuperfluousDisableCommand",
                      "shortDescription" : {
                        "text" : "A flowgraph:disable comment that suppresses no finding"
                      }
                    },
                    {
                      "defaultConfiguration" : {
                        "level" : "warning"
                      },
                      "fullDescription" : {
                        "text" : "An action a view sends (or a declared non-idle action) that no handler turns into navigation or ignores."
                      },
                      "help" : {
                        "text" : "An action a view sends (or a declared non-idle action) that no handler turns into navigation or ignores. Handle the action in the coordinator's handler (navigate, or ignore it explicitly with case .action: break), or stop sending it. Where navigation calls in the coordinator's files were not followed, it is a note: one of them may handle it. (Rule id unhandled_action, default severity warning.)"
                      },
                      "id" : "unhandled_action",
                      "name" : "UnhandledAction",
                      "shortDescription" : {
                        "text" : "An action a view sends (or a declared non-idle action) that no handler turns into navigation or ignores"
                      }
                    },
                    {
                      "defaultConfiguration" : {
                        "level" : "error"
                      },
                      "fullDescription" : {
                        "text" : "A transition that targets a screen or coordinator that is not declared."
                      },
                      "help" : {
                        "text" : "A transition that targets a screen or coordinator that is not declared. Declare the target screen or coordinator, or correct the name in the transition. (Rule id unknown_destination, default severity error.)"
                      },
                      "id" : "unknown_destination",
                      "name" : "UnknownDestination",
                      "shortDescription" : {
                        "text" : "A transition that targets a screen or coordinator that is not declared"
                      }
                    },
                    {
                      "defaultConfiguration" : {
                        "level" : "error"
                      },
                      "fullDescription" : {
                        "text" : "A screen that no path from any entry reaches."
                      },
                      "help" : {
                        "text" : "A screen that no path from any entry reaches. Add a transition that leads to the screen from a reachable one, declare an entry for it, or delete the screen. Where navigation calls were not followed, it is a note: one of them may lead to the screen. (Rule id unreachable_screen, default severity error.)"
                      },
                      "id" : "unreachable_screen",
                      "name" : "UnreachableScreen",
                      "shortDescription" : {
                        "text" : "A screen that no path from any entry reaches"
                      }
                    },
                    {
                      "defaultConfiguration" : {
                        "level" : "note"
                      },
                      "fullDescription" : {
                        "text" : "A navigation call the extractor could not resolve."
                      },
                      "help" : {
                        "text" : "A navigation call the extractor could not resolve. The call is left out of the model. Call the navigation API with a literal destination, or describe the flow in a model file. (Rule id unresolved_navigation, default severity note.)"
                      },
                      "id" : "unresolved_navigation",
                      "name" : "UnresolvedNavigation",
                      "shortDescription" : {
                        "text" : "A navigation call the extractor could not resolve"
                      }
                    },
                    {
                      "defaultConfiguration" : {
                        "level" : "note"
                      },
                      "fullDescription" : {
                        "text" : "A declared action that nothing dispatches."
                      },
                      "help" : {
                        "text" : "A declared action that nothing dispatches. Send the action from the screen's view, or delete it from the action enum. (Rule id unused_action, default severity info.)"
                      },
                      "id" : "unused_action",
                      "name" : "UnusedAction",
                      "shortDescription" : {
                        "text" : "A declared action that nothing dispatches"
                      }
                    }
                  ],
                  "version" : "0.1.0"
                }
              }
            }
          ],
          "version" : "2.1.0"
        }

        """#)
    }

    @Test("each result's ruleIndex names the descriptor with its ruleId")
    func ruleIndex() throws {
        let text = try SARIFReporter().report(AwkwardFindings.all)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let ids = try #require((driver["rules"] as? [[String: Any]])?.compactMap { $0["id"] as? String })
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == 4)
        for result in results {
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(ids[index] == result["ruleId"] as? String)
        }
    }

    @Test("a finding of an id no rule has still gets a descriptor, so the log stays valid")
    func unknownRule() throws {
        let stray = Finding(ruleID: "zz_custom", severity: .warning, message: "m", location: nil, coordinator: "C")
        let text = try SARIFReporter().report([stray])
        #expect(text.contains(#""id" : "zz_custom""#))
        #expect(text.contains(#""ruleIndex" : \#(FindingCatalogue.all.count)"#))
        #expect(try SARIFSchemaValidator.violations(in: text) == [])
    }

    @Test("paths become URI references: relative stays relative, absolute becomes file://, specials encoded")
    func uris() {
        #expect(SARIFReporter.uriReference("Sources/A.swift") == "Sources/A.swift")
        #expect(SARIFReporter.uriReference("a:b/c d#e%.swift") == "a%3Ab/c%20d%23e%25.swift")
        #expect(SARIFReporter.uriReference("/tmp/A.swift") == "file:///tmp/A.swift")
    }
}
