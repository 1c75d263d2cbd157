/** The drawer's main area: the panel of the current view. @see AI-04 */
import { Flex, Spinner } from "@chakra-ui/react";
import { AgentsPanel } from "./AgentsPanel";
import { ChatPane } from "./ChatPane";
import { useSlice } from "./context";
import { TemplatesPanel } from "./TemplatesPanel";
import { TopicForm } from "./TopicForm";

export function MainPanel() {
  const v = useSlice("view");
  const sessions = useSlice("sessions");
  const userAgents = useSlice("userAgents");
  let body;
  if (v?.kind === "session") {
    const session = sessions.find((x) => x.session_id === v.id);
    body = session ? <ChatPane key={`s:${v.id}`} target={{ kind: "session", id: v.id }} title={session.title} session={session} /> : null;
  } else if (v?.kind === "agent") {
    const ua = userAgents.find((x) => x.user_agent_id === v.userAgentId);
    body = ua ? <ChatPane key={`a:${ua.user_agent_id}`} target={{ kind: "agent", userAgentId: ua.user_agent_id, agentId: ua.agent_id }} title={ua.agent_name} agent={ua} /> : null;
  } else if (v?.kind === "agents" || v?.kind === "agent-add") {
    body = <AgentsPanel mode={v.kind} />;
  } else if (v?.kind === "topic") {
    const session = sessions.find((x) => x.session_id === v.sessionId);
    body = session ? <TopicForm key={session.session_id} session={session} /> : null;
  } else if (v?.kind === "templates") {
    body = <TemplatesPanel />;
  }
  return (
    <Flex flex="1" minW="0" direction="column" minH="0">
      {body ?? (
        <Flex flex="1" align="center" justify="center">
          <Spinner size="sm" color="gray.400" />
        </Flex>
      )}
    </Flex>
  );
}
