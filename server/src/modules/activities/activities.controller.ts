import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ActivitiesService } from './activities.service';
import { ActivityListQueryDto, ActivityPageDto } from './dto/activity.dto';
import { Access } from '../../common/auth/access';

@ApiTags('activities')
@Access('recruiter', 'rewards')
@Controller('activities')
export class ActivitiesController {
  constructor(private readonly activities: ActivitiesService) {}

  @Get()
  @ApiOperation({ summary: 'The activity feed, newest first; filter by applicant or vacancy' })
  list(@Query() query: ActivityListQueryDto): ActivityPageDto {
    return this.activities.list(query);
  }
}
